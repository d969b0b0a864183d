import errno
import functools
import logging
import os
import pickle
import signal
import traceback
from typing import Any
import keyring
import yaml
from h2o_wave import Q, ui
from keyring.errors import KeyringLocked, PasswordDeleteError
from llm_studio.app_utils.config import default_cfg
from llm_studio.app_utils.utils import get_database_dir, get_user_id
logger = logging.getLogger(__name__)
SECRET_KEYS = [
USER_SETTING_KEYS = [key for key in default_cfg.user_settings if key not in SECRET_KEYS]
def load_user_settings_and_secrets(q: Q):
def load_default_user_settings(q: Q, clear_secrets=True):
class NoSaver:
class KeyRingSaver(NoSaver):
class EnvFileSaver(NoSaver):
class TimeoutError(Exception):
def timeout(seconds=10, error_message=os.strerror(errno.ETIME)):
def check_if_keyring_works():
class Secrets:
def _save_user_settings(q: Q):
def _load_user_settings(q: Q):
def _load_secrets(q: Q):
def _get_secrets_handler(q: Q):
def _clear_secrets(q: Q, name: str, excludes=tuple()):
def _maybe_migrate_to_yaml(q: Q):
def _get_usersettings_path(q: Q):
