#!/bin/sh
# Starts the Chromium named by PRINT_CHROMIUM at a low CPU priority, with the arguments Playwright gives: printing
# is background work, and yields the processor to the requests the product is serving.
exec nice -n 15 "$PRINT_CHROMIUM" "$@"
