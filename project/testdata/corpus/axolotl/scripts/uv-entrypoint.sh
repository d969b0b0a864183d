#!/bin/bash
# container entrypoint: print a banner, then run whatever was asked
exec "$@"
