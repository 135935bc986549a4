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

# make bench [QUICK=1] [ONLY=rules,frames] [BASE=<commit> | BASE_DIR=<checkout>]: one table of
# every figure in bench/ with its yardstick; BASE/BASE_DIR also measure the rules there
BENCH_BASE := $(if $(BASE),/tmp/ancient-cities-bench-base-$(BASE),$(BASE_DIR))
bench: $(STAMP_TEST)
	@if [ -n "$(BASE)" ]; then rm -rf $(BENCH_BASE) && mkdir -p $(BENCH_BASE) && \
		git archive $(BASE) | tar -x -C $(BENCH_BASE); fi
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench $(if $(QUICK),--quick) \
		$(if $(ONLY),--only $(ONLY)) $(if $(BENCH_BASE),--base-dir $(BENCH_BASE))

clean:
	rm -rf $(VENV) build *.egg-info
