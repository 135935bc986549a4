# Two commands do all set-up on a fresh Linux machine with Python 3.11+:
#   make run   - create .venv if missing, install the game, start it
#   make test  - same venv plus the test extra, run the whole suite headless
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e . --config-settings editable_mode=compat
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]' --config-settings editable_mode=compat
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(PY) main.py $(ARGS)

test: $(STAMP_TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP_TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench

clean:
	rm -rf $(VENV) build *.egg-info
