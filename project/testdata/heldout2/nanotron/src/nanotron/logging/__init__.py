from nanotron.logging.base import (
from nanotron.logging.timers import TimerRecord, Timers, nanotron_timer
from nanotron.logging.logmixin import LogMixin, LoggingCollectorMixin
__all__ = [
