#!/bin/bash
# fixture stub: starts the UI inside the container
cd /app/ai-toolkit/ui && npm run start
