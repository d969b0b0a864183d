#!/bin/bash
# creates a local user matching LOCAL_USER_ID when given, then runs the command
USER=${LOCAL_USER:-"root"}
exec "$@"
