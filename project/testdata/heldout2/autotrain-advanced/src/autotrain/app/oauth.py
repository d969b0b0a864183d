Taken from: https://github.com/gradio-app/gradio/blob/main/gradio/oauth.py
from __future__ import annotations
import hashlib
import os
import urllib.parse
import fastapi
from authlib.integrations.base_client.errors import MismatchingStateError
from authlib.integrations.starlette_client import OAuth
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware
OAUTH_CLIENT_ID = os.environ.get("OAUTH_CLIENT_ID")
OAUTH_CLIENT_SECRET = os.environ.get("OAUTH_CLIENT_SECRET")
OAUTH_SCOPES = os.environ.get("OAUTH_SCOPES")
OPENID_PROVIDER_URL = os.environ.get("OPENID_PROVIDER_URL")
def attach_oauth(app: fastapi.FastAPI):
def _add_oauth_routes(app: fastapi.FastAPI) -> None:
def _redirect_to_target(request: fastapi.Request, default_target: str = "/") -> RedirectResponse:
    # target = "https://huggingface.co/spaces/" + os.environ.get("SPACE_ID")
