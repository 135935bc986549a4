#!/usr/bin/env python3
"""Ancient Cities: Picture Pie - Ancient City and Akropolis.  Run ``python main.py --help``."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
