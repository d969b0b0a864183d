import os
import signal
import sys
import psutil
import requests
from autotrain import config, logger
def graceful_exit(signum, frame):
def get_running_jobs(db):
def get_process_status(pid):
def kill_process_by_pid(pid):
def token_verification(token):
def get_user_and_orgs(user_token):
