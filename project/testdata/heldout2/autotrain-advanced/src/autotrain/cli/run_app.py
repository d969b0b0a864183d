import os
import signal
import subprocess
import sys
import threading
from argparse import ArgumentParser
from autotrain import logger
from . import BaseAutoTrainCommand
def handle_output(stream, log_file):
def run_app_command_factory(args):
class RunAutoTrainAppCommand(BaseAutoTrainCommand):
    register_subcommand(parser: ArgumentParser):
        modes such as running in Colab or sharing via ngrok.
    def register_subcommand(parser: ArgumentParser):
        run_app_parser = parser.add_parser(
        run_app_parser.add_argument(
        run_app_parser.add_argument(
        run_app_parser.add_argument(
        run_app_parser.add_argument(
            help="Share the app on ngrok",
        run_app_parser.add_argument(
            from pyngrok import ngrok
            authtoken = os.environ.get("NGROK_AUTH_TOKEN", "")
            ngrok.set_auth_token(authtoken)
            active_tunnels = ngrok.get_tunnels()
                ngrok.disconnect(public_url)
            url = ngrok.connect(addr=self.port, bind_tls=True)
