# ruff: noqa: W291, W293, E501, UP006, UP035, UP045
"""Port: a learner's "Day 7 - Tool Calling with LangChain" agent: no ``bind_tools``; the system
prompt lists three tools (calculator, datetime, file_reader) and asks the model to reply with
EXACTLY ``TOOL: tool_name`` / ``INPUT: tool_input`` lines (worked examples included) or to answer
normally; the program parses the lines, runs the tool and asks the model again with "The user
asked: '...' / Tool result: ... / Provide a helpful response based on this information:".

Source: github.com/ShinuRaju/ai-learning, day07_langchain_tools/tool_agent.py
@9812ac0732aac3918b4aeda4b99e6b19a0e515f5.
Kept verbatim: the three tools' names, descriptions and ``_run`` bodies (the calculator's
character filter and ``eval`` over digits and operators only), the system prompt with its
examples, ``get_response`` (the ``TOOL:`` / ``INPUT:`` line parsing, the error strings, the
final prompt as one ``HumanMessage``). Swapped: ``ChatOpenAI`` over OpenRouter -> the simulator;
``datetime.now()`` -> a fixed instant (14:30 on Tuesday 3 March 2026) so runs are reproducible;
``open(file_path)`` -> a dict of invented files (``README.md``, ``notes/shopping.txt``); the
interactive loop and the demo printing are left out. Invented: the questions beside the
program's own ("What's 15 * 23 + 45?", "What time is it?", "Can you read the README.md file?",
"Hello how are you?").

Oracles (written before the first run), per model call:
- the decision: for a question a tool serves, a ``TOOL:`` line naming that tool and an ``INPUT:``
  line the tool can use (calculator: an expression whose value is the question's; file_reader:
  the path asked for; datetime: anything); for small talk or a question no tool serves, no
  ``TOOL:`` line and a reply that is not the prompt's example greeting copied... a greeting is
  right for a greeting; or a stated limit;
  (oracle corrected after first sight: a small-talk reply in other words, "I'm doing fine, thank
  you for asking. What can I help you with?", is right too: the greeting words widened);
- the final reply: states the tool's result (the number, the time or weekday, a fact of the
  file); or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from datetime import datetime

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.tools import BaseTool

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the swapped parts ----------------------------------------------------------------------------

NOW = datetime(2026, 3, 3, 14, 30, 0)  # a Tuesday

FILES = {
    "README.md": "# Garden Planner\n\nGarden Planner is a small command-line tool that plans crop rotation for allotment beds. "
                 "It reads a beds.csv file, suggests which family of vegetables to plant in each bed next season, "
                 "and warns when brassicas would return to the same bed within three years. Version 0.4 added frost dates for 12 regions.",
    "notes/shopping.txt": "Shopping list for Saturday:\n- 2 kg potatoes\n- seed compost (40 litres)\n- twine\n- slug pellets (organic)\n",
}

# --- the program ------------------------------------------------------------------------------------


class CalculatorTool(BaseTool):
    """A tool for performing mathematical calculations."""
    
    name: str = "calculator"
    description: str = "Useful for performing mathematical calculations. Input should be a mathematical expression like '2 + 2' or '15 * 23'."
    
    def _run(self, expression: str) -> str:
        """Execute the calculator tool."""
        try:
            # Clean the expression (basic security)
            expression = re.sub(r'[^0-9+\-*/().\s]', '', expression)
            
            # Evaluate safely
            result = eval(expression)
            return f"The result of {expression} is {result}"
            
        except Exception as e:
            return f"Error calculating '{expression}': {str(e)}"


class DateTimeTool(BaseTool):
    """A tool for getting current date and time information."""
    
    name: str = "datetime"
    description: str = "Useful for getting current date, time, day of week, or any time-related information."
    
    def _run(self, query: str = "") -> str:
        """Execute the datetime tool."""
        try:
            now = NOW  # swapped: datetime.now()
            
            # Format comprehensive time info
            result = {
                "date": now.strftime("%Y-%m-%d"),
                "time": now.strftime("%H:%M:%S"),
                "day_of_week": now.strftime("%A"),
                "formatted": now.strftime("%B %d, %Y at %I:%M %p")
            }
            
            return f"Current time: {result['formatted']} ({result['day_of_week']})"
            
        except Exception as e:
            return f"Error getting time information: {str(e)}"


class FileReaderTool(BaseTool):
    """A tool for reading and summarizing text files."""
    
    name: str = "file_reader"
    description: str = "Useful for reading text files. Input should be a file path. Can read .txt, .md, .py files."
    
    def _run(self, file_path: str) -> str:
        """Execute the file reader tool."""
        try:
            # Security: only allow reading from current directory and subdirectories
            if '..' in file_path or file_path.startswith('/') or ':' in file_path:
                return "Error: For security, can only read files in current directory"
            
            if file_path not in FILES:  # swapped: open(file_path, 'r', encoding='utf-8')
                raise FileNotFoundError(file_path)
            content = FILES[file_path]
                
            # Summarize if content is long
            if len(content) > 500:
                preview = content[:500] + "..."
                return f"File '{file_path}' content (first 500 chars):\\n{preview}\\n\\n[File has {len(content)} total characters]"
            else:
                return f"File '{file_path}' content:\\n{content}"
                
        except FileNotFoundError:
            return f"Error: File '{file_path}' not found"
        except Exception as e:
            return f"Error reading file '{file_path}': {str(e)}"


class SimpleToolAgent:
    """A simplified tool-enabled agent that demonstrates tool calling concepts."""
    
    def __init__(self, llm, log=None):
        self.llm = llm  # swapped: ChatOpenAI(model="mistralai/devstral-2512:free", ...)
        self.log = log
        
        # Create tools
        self.tools = {
            "calculator": CalculatorTool(),
            "datetime": DateTimeTool(),
            "file_reader": FileReaderTool()
        }
        
        # Create prompt template for tool decision
        self.tool_prompt = ChatPromptTemplate.from_messages([
            ("system", """You are a helpful AI assistant that can use tools to answer questions.

Available tools:
- calculator: For mathematical calculations (input: math expression like "2+2")
- datetime: For current date/time information (input: any time-related question)
- file_reader: For reading text files (input: file path like "README.md")

When the user asks a question:
1. Determine if you need any tools
2. If yes, respond with EXACTLY this format:
   TOOL: tool_name
   INPUT: tool_input
   
3. If no tools needed, just answer normally

Examples:
User: "What's 15 * 23?"
Response: TOOL: calculator
INPUT: 15 * 23

User: "What time is it?"  
Response: TOOL: datetime
INPUT: current time

User: "Hello how are you?"
Response: Hello! I'm doing well, thank you for asking. How can I help you today?"""),
            ("human", "{user_input}")
        ])
        
        # Create chain for tool decisions
        self.decision_chain = self.tool_prompt | self.llm
    
    def _cfg(self):
        return {"callbacks": [self.log]} if self.log else None

    def get_response(self, user_input: str) -> str:
        """Get AI response, using tools if needed."""
        try:
            # Get LLM decision
            decision_response = self.decision_chain.invoke({"user_input": user_input}, self._cfg())
            response_text = decision_response.content if hasattr(decision_response, 'content') else str(decision_response)
            
            # Check if LLM wants to use a tool
            if "TOOL:" in response_text:
                lines = response_text.strip().split('\n')
                tool_name = None
                tool_input = None
                
                for line in lines:
                    if line.startswith("TOOL:"):
                        tool_name = line.replace("TOOL:", "").strip()
                    elif line.startswith("INPUT:"):
                        tool_input = line.replace("INPUT:", "").strip()
                
                # Use the tool if we found both name and input
                if tool_name and tool_input and tool_name in self.tools:
                    print(f"🔧 Using {tool_name} tool with input: '{tool_input}'")
                    tool_result = self.tools[tool_name]._run(tool_input)
                    
                    # Get final response incorporating tool result
                    final_prompt = f"The user asked: '{user_input}'\nTool result: {tool_result}\nProvide a helpful response based on this information:"
                    final_response = self.llm.invoke([HumanMessage(content=final_prompt)], self._cfg())
                    return final_response.content if hasattr(final_response, 'content') else str(final_response)
                else:
                    return "❌ Error: Could not parse tool request properly"
            else:
                # No tool needed, return the response directly
                return response_text
                
        except Exception as e:
            return f"❌ Error: {str(e)}"


# --- inputs and oracles (invented beside the program's own) -----------------------------------------

# question -> (tool or None, check of the INPUT line, facts the final reply must state (any one))
QUESTIONS = {
    "What's 15 * 23 + 45?": ("calculator", 390, ["390"]),
    "What time is it?": ("datetime", None, ["2:30", "14:30"]),
    "Can you read the README.md file?": ("file_reader", "README.md", ["crop rotation", "Garden Planner"]),
    "Hello how are you?": (None, None, []),
    "How much is 1250 divided by 8?": ("calculator", 156.25, ["156.25"]),
    "What day of the week is it today?": ("datetime", None, ["Tuesday"]),
    "Please open notes/shopping.txt and tell me what is on it": ("file_reader", "notes/shopping.txt", ["potatoes", "compost", "twine"]),
    "If I buy 3 packs of seeds at 2.75 each, what do I pay in total?": ("calculator", 8.25, ["8.25"]),
}

_GREETING = re.compile(r"\b(hello|hi|hey|doing (?:well|fine|good)|(?:can|may) i help)\b", re.I)


def _parsed(text: str):
    tool = inp = None
    for line in text.strip().split("\n"):
        if line.startswith("TOOL:"):
            tool = line.replace("TOOL:", "").strip()
        elif line.startswith("INPUT:"):
            inp = line.replace("INPUT:", "").strip()
    return tool, inp


def _input_ok(tool, expected, inp) -> bool:
    if not inp:
        return False
    if tool == "calculator":
        expr = re.sub(r'[^0-9+\-*/().\s]', '', inp)
        try:
            return abs(float(eval(expr)) - float(expected)) < 1e-6  # the program's own eval
        except Exception:
            return False
    if tool == "file_reader":
        return inp.strip("'\"` ") == expected
    return True


def rows_question(model, question):
    tool, expected, facts = QUESTIONS[question]
    log = CallLog()
    agent = SimpleToolAgent(model, log)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        agent.get_response(question)
    rows = []
    decision = log.calls[0] if log.calls else {"text": "", "limit": ""}
    got_tool, got_input = _parsed(decision["text"])
    if tool is None:
        ok = "TOOL:" not in decision["text"] and bool(_GREETING.search(decision["text"]))
    else:
        ok = got_tool == tool and _input_ok(tool, expected, got_input)
    rows.append((f"decide {question[:40]!r}", verdict(decision["text"], ok, decision["limit"]), decision["text"][:200]))
    if len(log.calls) > 1:
        final = log.calls[1]
        ok = any(f.lower() in final["text"].lower() for f in facts)
        rows.append((f"final {question[:40]!r}", verdict(final["text"], ok, final["limit"]), final["text"][:200]))
    return rows


SCENARIOS = {f"q{i}": (lambda m, q=q: rows_question(m, q)) for i, q in enumerate(QUESTIONS)}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL_INPUT = {
    "What's 15 * 23 + 45?": "15 * 23 + 45",
    "How much is 1250 divided by 8?": "1250 / 8",
    "If I buy 3 packs of seeds at 2.75 each, what do I pay in total?": "3 * 2.75",
    "Can you read the README.md file?": "README.md",
    "Please open notes/shopping.txt and tell me what is on it": "notes/shopping.txt",
}


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    if "Tool result:" in text:
        result = text.split("Tool result:")[1].split("Provide a helpful")[0]
        return f"Here it is: {result.strip()}"
    question = text.rsplit("human:", 1)[-1].strip()
    tool, _e, _f = QUESTIONS[question]
    if tool is None:
        return "Hello! I'm doing well, thank you."
    return f"TOOL: {tool}\nINPUT: {_IDEAL_INPUT.get(question, 'current time')}"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
