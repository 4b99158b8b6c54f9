#!/bin/sh
# Starts the Chromium named by REPORT_CHROMIUM at a low CPU priority, with the arguments Playwright gives: printing
# reports is background work, and yields the processor to the requests the product is serving.
exec nice -n 15 "$REPORT_CHROMIUM" "$@"
