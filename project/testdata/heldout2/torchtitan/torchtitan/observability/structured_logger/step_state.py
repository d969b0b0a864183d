    add_step_tag("checkpoint_step")                 # writes _TAGS_GLOBAL
    assert get_step_tags() == ("checkpoint_step",)  # SPMD path reads global
    assert _TAGS_GLOBAL == ("checkpoint_step",)     # global untouched
import asyncio
from contextvars import ContextVar
def _is_in_async_task() -> bool:
def set_step(step: int, *, relative_step: int | None = None) -> None:
            -- correct for runs without checkpoint resume. Resumed
        self.checkpointer.load(step=config.checkpoint.load_step)
def get_step() -> int | None:
def get_relative_step() -> int | None:
def get_step_tags() -> tuple[str, ...]:
def add_step_tag(tag: str) -> None:
def clear_step_tags() -> None:
