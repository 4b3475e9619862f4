# touchsim: the commands a newcomer and CI run. Swift 6 toolchain only.
PREFIX ?= /usr/local
SWIFT ?= swift
TRACE ?= traces/seeds/button-in-scroll-view-quick-tap.json
BIN = .build/debug/touchsim
# Release builds carry the Swift runtime inside the binary on Linux: `make install` then gives a
# program that runs without the toolchain's libraries, and each run starts sooner (no dynamic
# loading and relocation of the runtime). Darwin has no static Swift runtime.
# `make install` and `make bench` build without link-time optimization, and the installed
# binary is stripped: a full-LTO build peaked at 16.6 GB of memory (the link alone about 11 GB)
# for an 80 MB binary, more than many laptops and CI runners have, and bought 6-8 % of replay
# time; without it the build peaks under 0.5 GB (docs/performance.md). `make bench-lto` measures
# what LTO buys. Traps and checks stay as the compiler emitted them.
RELEASE = $(SWIFT) build -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
# The same, optimized again as one program at link time, in a build folder of its own.
RELEASE_LTO = $(RELEASE) --experimental-lto-mode=full --build-path .build/lto

.PHONY: build run test unit golden why-goldens fix-goldens lint install bench bench-lto bench-fix bench-hostile fuzz sanitize clean

# The debug configuration (testing enabled, every trap and run-time exclusivity check) compiled
# with -O: the unit tests run in a third of the time, and `make run`, the unit tests and the
# goldens share one build, so going from one to the other rebuilds nothing. A plain `swift
# build` gives the unoptimized build a debugger wants (and rebuilds; `make` builds again after).
DEBUG_FLAGS = -Xswiftc -O

build:
	$(SWIFT) build $(DEBUG_FLAGS)

# Replays one real trace from traces/ (TRACE=path to choose another).
run: build
	$(BIN) replay $(TRACE)

# The whole suite: unit tests of every target, then every golden scenario under traces/.
test: unit golden

unit:
	$(SWIFT) build --build-tests $(DEBUG_FLAGS)
	$(SWIFT) test --skip-build

golden: build
	$(BIN) test traces

# Writes again the pinned answers of `touchsim why` under traces/why: each file's first line
# is its command. Read the diff before committing: it is a claim about UIKit.
why-goldens: build
	for f in traces/why/*.txt; do \
		cmd=$$(head -n 1 "$$f" | sed 's/^\$$ touchsim //'); \
		{ head -n 1 "$$f"; $(BIN) $$cmd; } > "$$f.new" && mv "$$f.new" "$$f" || exit 1; \
	done

# Writes again the pinned answers of `touchsim fix` under traces/fix/answers, as why-goldens
# does; exit status 1 (no fix, near misses printed) is an answer too. Read the diff.
fix-goldens: build
	for f in traces/fix/answers/*.txt; do \
		cmd=$$(head -n 1 "$$f" | sed 's/^\$$ touchsim //'); \
		{ head -n 1 "$$f"; $(BIN) $$cmd; } > "$$f.new"; \
		if [ $$? -gt 1 ]; then rm -f "$$f.new"; exit 1; fi; \
		mv "$$f.new" "$$f"; \
	done

# Formatting, checked against .swift-format (the toolchain ships swift-format); `make format` fixes it.
lint:
	swift-format lint --strict -r Sources Recorder Tests Package.swift

format:
	swift-format format -i -r Sources Recorder Tests Package.swift

install:
	$(RELEASE)
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
		$(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	install -s -m 755 .build/release/touchsim $(PREFIX)/bin/touchsim
	$(PREFIX)/bin/touchsim help --man > $(PREFIX)/share/man/man1/touchsim.1
	$(PREFIX)/bin/touchsim completions bash > $(PREFIX)/share/bash-completion/completions/touchsim
	$(PREFIX)/bin/touchsim completions zsh > $(PREFIX)/share/zsh/site-functions/_touchsim
	$(PREFIX)/bin/touchsim completions fish > $(PREFIX)/share/fish/vendor_completions.d/touchsim.fish

# Speed and memory on generated traces, as ratios against a baseline measured in the same run.
bench:
	$(RELEASE)
	python3 bench/run.py .build/release/touchsim

# The same table for a full-LTO build: what link-time optimization buys (docs/performance.md).
# Heavy: the LTO link alone takes about 11 GB of memory.
bench-lto:
	$(RELEASE_LTO)
	python3 bench/run.py .build/lto/release/touchsim

# The 3-change `touchsim fix` search of `make bench` (bench/run.py calls bench/fix.py) alone;
# target (issue 31): under 1 s on the 2-core machine, as a ratio against replaying its traces.
bench-fix:
	$(RELEASE)
	python3 bench/fix.py .build/release/touchsim

# Hostile inputs of about 10 MB (docs/format.md §4.9): each must be answered in 2 s and 200 MB.
bench-hostile:
	$(RELEASE)
	python3 bench/hostile.py .build/release/touchsim

# libFuzzer over the reader and the whole replay, and over the storyboard importer, with
# AddressSanitizer, for FUZZ_SECONDS each
# (Fuzz/run says what a finding leaves behind). The fuzz target is built apart from `swift build`:
# each library is compiled as one instrumented object, then linked with Fuzz/FuzzReplay.swift.
FUZZ_SECONDS ?= 60
FUZZ = .build/fuzz
FUZZ_FLAGS = -O -swift-version 6 -parse-as-library -package-name touchsim -sanitize=fuzzer,address
# In dependency order: each module's object is compiled against the modules before it.
FUZZ_MODULES = _TouchSimStorage TouchSimCore ScenarioText TouchSimOutput TouchSimReader TouchSimReplay
fuzz_sources = $(shell find Sources/$(1) -name '*.swift' | sort)

fuzz: $(FUZZ)/touchsim-fuzz $(FUZZ)/touchsim-fuzz-import $(FUZZ)/touchsim-fuzz-storyboard
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run

.SECONDEXPANSION:
$(FUZZ)/obj/%.o: $$(call fuzz_sources,$$*)
	mkdir -p $(FUZZ)/obj
	swiftc $(FUZZ_FLAGS) -wmo -module-name $* -I $(FUZZ)/obj -emit-module \
		-emit-module-path $(FUZZ)/obj/$*.swiftmodule -c $(call fuzz_sources,$*) -o $@

$(FUZZ)/obj/TouchSimCore.o: $(FUZZ)/obj/_TouchSimStorage.o
$(FUZZ)/obj/TouchSimOutput.o: $(FUZZ)/obj/TouchSimCore.o
$(FUZZ)/obj/TouchSimReader.o: $(FUZZ)/obj/TouchSimCore.o $(FUZZ)/obj/ScenarioText.o
$(FUZZ)/obj/TouchSimReplay.o: $(FUZZ)/obj/TouchSimOutput.o $(FUZZ)/obj/TouchSimReader.o $(FUZZ)/obj/_TouchSimStorage.o
$(FUZZ)/obj/TouchSimStoryboard.o: $(FUZZ)/obj/TouchSimReader.o

$(FUZZ)/touchsim-fuzz: Fuzz/FuzzReplay.swift $(FUZZ_MODULES:%=$(FUZZ)/obj/%.o)
	swiftc $(FUZZ_FLAGS) -use-ld=lld -I $(FUZZ)/obj Fuzz/FuzzReplay.swift $(FUZZ_MODULES:%=$(FUZZ)/obj/%.o) -lm -o $@

# The storyboard importer's target (Fuzz/FuzzStoryboard.swift), over .storyboard and .xib text.
$(FUZZ)/touchsim-fuzz-storyboard: Fuzz/FuzzStoryboard.swift $(FUZZ_MODULES:%=$(FUZZ)/obj/%.o) $(FUZZ)/obj/TouchSimStoryboard.o
	swiftc $(FUZZ_FLAGS) -use-ld=lld -I $(FUZZ)/obj Fuzz/FuzzStoryboard.swift \
		$(FUZZ_MODULES:%=$(FUZZ)/obj/%.o) $(FUZZ)/obj/TouchSimStoryboard.o -lm -o $@

# The importer's target (Fuzz/FuzzImport.swift): dump text in, seeded with traces/import/dumps.
IMPORT_FUZZ_MODULES = $(FUZZ_MODULES) TouchSimFormat
$(FUZZ)/obj/TouchSimFormat.o: $(FUZZ)/obj/TouchSimReplay.o $(FUZZ)/obj/TouchSimOutput.o $(FUZZ)/obj/TouchSimReader.o

$(FUZZ)/touchsim-fuzz-import: Fuzz/FuzzImport.swift $(IMPORT_FUZZ_MODULES:%=$(FUZZ)/obj/%.o)
	swiftc $(FUZZ_FLAGS) -use-ld=lld -I $(FUZZ)/obj Fuzz/FuzzImport.swift $(IMPORT_FUZZ_MODULES:%=$(FUZZ)/obj/%.o) -lm -o $@

# The unit tests under AddressSanitizer with LeakSanitizer, then the goldens through the ASan
# binary; then both again under ThreadSanitizer (which sees `touchsim test --jobs` run its cases
# on several threads), each in a build directory of its own. .ci/lsan.supp lists the only leaks
# allowed: inside the toolchain's libraries, each with why; any other leak fails the target.
# The tests' touchsim subprocesses inherit the options, so their leaks fail their checks too.
SANITIZE_ENV = LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 ASAN_OPTIONS=detect_leaks=1

sanitize:
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	$(SANITIZE_ENV) $(SWIFT) test --skip-build --sanitize=address --build-path .build/asan
	$(SANITIZE_ENV) .build/asan/debug/touchsim test traces
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --build-path .build/tsan
	.build/tsan/debug/touchsim test traces --jobs 8

clean:
	rm -rf .build
