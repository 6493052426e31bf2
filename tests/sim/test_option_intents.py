"""``words.option_intents`` and the label readers: options offered in capitals on a prompt's first
line ("... to: ACCOUNTS, SUPPORT or SALES?") or after a Chinese 只回答...:, and an option chosen by
the everyday intent its name means when the message never says the option's name; a limit when no
option's intent is said or several are. Invented wordings."""

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.task.tasks import output_options
from course_lib.sim.words.option_intents import choose
from tests.sim._chat import reply_and_limit


@pytest.mark.parametrize(("prompt", "options"), [
    ("Which queue does this go to: ACCOUNTS, SUPPORT or SALES? One word.\nMsg: hi", ("ACCOUNTS", "SUPPORT", "SALES")),
    ("Mark the post as SAFE or ABUSIVE. Reply with the label only.\nPost: hi", ("SAFE", "ABUSIVE")),
    ("请判断客户的需求,只输出一个:物流、退货、账单。\n客户:你好", ("物流", "退货", "账单")),
    ("The UK and the EU or NATO met today.", ()),  # capitals in a text that asks for no label
    ("Oznacz komentarz jako HEJT albo OK. Odpowiedz tylko etykietą.\nKomentarz: super", ("HEJT", "OK")),  # Polish "albo"
    ("Zařaď zprávu: REKLAMACE nebo DOTAZ? Odpověz pouze štítkem.\nZpráva: dobrý den", ("REKLAMACE", "DOTAZ")),
    ("PASS or FAIL: the reply cites only the notes.\nNotes: x\nReply: y", ()),  # a rubric's verdicts: the graders'
    ("Is the reply TRUE, PARTLY TRUE or UNTRUE by the notes? Reply with the verdict only.\nNotes: x",
     ()),  # part of a list of longer labels: never "TRUE or UNTRUE" alone
])
def test_first_line_labels(prompt, options):
    assert output_options(prompt) == options


@pytest.mark.parametrize(("values", "text", "want"), [
    (["ACCOUNTS", "SUPPORT", "SALES"], "My card was declined but I was still charged.", "ACCOUNTS"),
    (["ACCOUNTS", "SUPPORT", "SALES"], "The printer shows an error message every morning.", "SUPPORT"),
    (["ACCOUNTS", "SUPPORT", "SALES"], "Can I get a quotation for 12 desks?", "SALES"),
    (["物流", "退货", "账单"], "我的快递三天了还没到。", "物流"),
    (["SAFE", "ABUSIVE"], "Shut up, you absolute moron.", "ABUSIVE"),
    (["ACCOUNTS", "SUPPORT", "SALES"], "I was charged twice and now the laptop won't turn on.", None),  # two intents
    (["ACCOUNTS", "SUPPORT", "SALES"], "I did not get an invoice, no bill at all... and that's fine.", None),
    (["RED", "BLUE"], "I was charged twice.", None),  # options of no known intent
    (["JUNK", "INBOX"], "Congrats!! You've won a £500 voucher - click here to claim before midnight", "JUNK"),
    (["SPAM", "NIE_SPAM"], "Gratulacje, wygrałaś bon na zakupy! Kliknij link poniżej.", "SPAM"),
    (["SPAM", "NOT_SPAM"], "Hi Ana, the minutes from Tuesday are attached.", None),  # no spam phrase: no guess either way
])
def test_choose(values, text, want):
    got = choose(values, text)
    assert (got[0] if got else None) == want


@pytest.mark.parametrize(("prompt", "want"), [
    ("Which queue does this go to: ACCOUNTS, SUPPORT or SALES? One word.\nMsg: my password reset link never came", "SUPPORT"),
    ("请判断客户的需求,只输出一个:物流、退货、账单。\n客户:鞋子太小了,我想退货。", "退货"),
    ("Sortuj SMS: SPAM lub ZWYKŁY. Odpowiedz tylko jednym słowem.\nSMS: Wygrałeś rower! Kliknij link i podaj adres.", "SPAM"),
])
def test_through_the_simulator(prompt, want):
    text, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert text == want and not limit


def test_no_intent_said_keeps_the_limit():
    text, limit = reply_and_limit(SimulatedChatModel(), "Which queue does this go to: ACCOUNTS, SUPPORT or SALES? "
                                                         "One word.\nMsg: The weather is lovely today.")
    assert limit
