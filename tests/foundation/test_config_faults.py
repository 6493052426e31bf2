"""A broken ``.env`` is one sentence naming the line, read once (course_lib.foundation.config).

Not UTF-8, a NUL byte, a line that is not KEY=value: each is a ``CourseError`` naming the
file and the line, without echoing the line (it may hold a key). A good file is read once
per version of it, real environment variables win, and ``setup()`` checks the deadline
settings.
"""

from __future__ import annotations

import logging

import pytest

from course_lib.foundation.errors import CourseError


@pytest.fixture()
def env_file(tmp_path, monkeypatch):
    from course_lib.foundation import config

    monkeypatch.setattr(config, "PROJECT_ROOT", tmp_path)
    config._load_dotenv.cache_clear()
    yield tmp_path / ".env"
    config._load_dotenv.cache_clear()


@pytest.mark.parametrize("content, words", [
    (b"COURSE_LLM=sim\nOPENAI_API_KEY=sk-\xff\xfe\n", "is not UTF-8 text (line 2)"),
    (b"COURSE_LLM=sim\nA=b\x00c\n", "holds a NUL byte on line 2"),
    (b"COURSE_LLM=sim\nthis line is not an assignment sk-secret\n", "line 2, is not KEY=value"),
    (b'GOOD=1\nBAD="unclosed\n', "line 2, is not KEY=value"),
])
def test_a_broken_env_file_is_one_sentence(content, words, env_file, caplog):
    from course_lib.foundation.config import load_dotenv_once

    env_file.write_bytes(content)
    with caplog.at_level(logging.WARNING), pytest.raises(CourseError) as info:
        load_dotenv_once()
    message = str(info.value)
    assert words in message and str(env_file) in message and "\n" not in message
    assert "sk-" not in message  # the line itself is not repeated
    assert not caplog.records  # no warning per line either


def test_a_good_env_file_is_read_once_and_real_variables_win(env_file, monkeypatch):
    from course_lib.foundation import config

    monkeypatch.setenv("COURSE_EMBEDDINGS", "local")
    monkeypatch.delenv("TEST_ONLY_SETTING", raising=False)
    env_file.write_text("TEST_ONLY_SETTING=from-file\nCOURSE_EMBEDDINGS=openai:x\n", encoding="utf-8")
    config.load_dotenv_once()
    assert config.os.environ["TEST_ONLY_SETTING"] == "from-file"
    assert config.os.environ["COURSE_EMBEDDINGS"] == "local"
    monkeypatch.delenv("TEST_ONLY_SETTING")
    config.load_dotenv_once()  # the same file again: not read again
    assert "TEST_ONLY_SETTING" not in config.os.environ


@pytest.mark.parametrize("name", ["COURSE_LLM_TIMEOUT", "COURSE_CHROMA_TIMEOUT", "COURSE_BUILD_LOCK_TIMEOUT"])
def test_setup_checks_every_deadline_setting(name, monkeypatch):
    from course_lib.app.session import setup

    monkeypatch.setenv(name, "soon")
    with pytest.raises(CourseError, match=name):
        setup(quiet=True)
