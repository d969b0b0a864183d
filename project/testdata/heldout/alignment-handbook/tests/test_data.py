from alignment import ScriptArguments


def test_placeholder():
    assert ScriptArguments is not None
