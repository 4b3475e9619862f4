# touchsim: the commands a newcomer and CI run. Swift 6 toolchain only.
PREFIX ?= /usr/local
SWIFT ?= swift
TRACE ?= traces/seeds/button-in-scroll-view-quick-tap.json
BIN = .build/debug/touchsim

.PHONY: build run test unit golden lint install bench bench-fix clean

build:
	$(SWIFT) build

# Replays one real trace from traces/ (TRACE=path to choose another).
run: build
	$(BIN) replay $(TRACE)

# The whole suite: unit tests of every target, then every golden scenario under traces/.
test: unit golden

unit:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

golden: build
	$(BIN) test traces

# Formatting, checked against .swift-format (the toolchain ships swift-format); `make format` fixes it.
lint:
	swift-format lint --strict -r Sources Recorder Tests Package.swift

format:
	swift-format format -i -r Sources Recorder Tests Package.swift

install:
	$(SWIFT) build -c release
	install -d $(PREFIX)/bin
	install -m 755 .build/release/touchsim $(PREFIX)/bin/touchsim

# Speed and memory on generated traces, as ratios against a baseline measured in the same run.
bench:
	$(SWIFT) build -c release
	python3 bench/run.py .build/release/touchsim
	python3 bench/fix.py .build/release/touchsim

# The 3-change `touchsim fix` search of `make bench` alone (bench/fix.py generates its screen).
bench-fix:
	$(SWIFT) build -c release
	python3 bench/fix.py .build/release/touchsim

clean:
	rm -rf .build
