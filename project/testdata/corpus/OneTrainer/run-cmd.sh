#!/usr/bin/env bash

set -e

source "${BASH_SOURCE[0]%/*}/lib.include.sh"

# First argument: name of a script in scripts/ (without .py).
if [[ -z "${1}" ]]; then
    print_error "Name the script to run, for example \"train\"."
    exit 1
fi

OT_CUSTOM_SCRIPT_FILE="scripts/${1}.py"
if [[ ! -f "${OT_CUSTOM_SCRIPT_FILE}" ]]; then
    print_error "No such script: \"${OT_CUSTOM_SCRIPT_FILE}\"."
    exit 1
fi

prepare_runtime_environment

# Everything after the script name goes to the script.
shift
run_python_in_active_env "${OT_CUSTOM_SCRIPT_FILE}" "$@"
