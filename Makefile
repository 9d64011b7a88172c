# Thin wrapper over CMake.  `make` = release build in build/ (CLI at
# build/seichi); `make test` = the optimised build of everything (tests
# included) compiled once with -Werror in build-opt/ (-O2 finds warnings
# -O0 does not), then an ASan+UBSan build in build-test/ and every test.
CC ?= cc
PREFIX ?= /usr/local
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE ?= cmake

.PHONY: all test install bench fuzz tsan clean example eyetable

all:
	$(CMAKE) -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=$(CC) -DSEICHI_TESTS=OFF >/dev/null
	$(CMAKE) --build build -j $(JOBS)

example: all
	./build/seichi score examples/game.sgf

test:
	$(CMAKE) -S . -B build-opt -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=$(CC) >/dev/null
	$(CMAKE) --build build-opt -j $(JOBS)
	$(CMAKE) -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=$(CC) -DSEICHI_SANITIZE=ON >/dev/null
	$(CMAKE) --build build-test -j $(JOBS)
	cd build-test && ctest --output-on-failure -j $(JOBS)
	@if [ -f build-test/python/pytest.log ]; then printf 'python tests (pytest, cli_python): '; cat build-test/python/pytest.log; fi

# Regenerates the shipped eyespace table (tools/gen_eyetable.c, docs/LIFE.md).
eyetable:
	$(CMAKE) -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=$(CC) -DSEICHI_TESTS=OFF >/dev/null
	$(CMAKE) --build build -j $(JOBS) --target seichi
	$(CC) -O2 -std=c11 -Iinclude -Isrc tools/gen_eyetable.c build/libseichi.a -lm -lpthread -o build/gen_eyetable
	./build/gen_eyetable src/analysis/eyetable.inc.new && mv src/analysis/eyetable.inc.new src/analysis/eyetable.inc

install:
	$(CMAKE) -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=$(CC) -DSEICHI_TESTS=OFF -DCMAKE_INSTALL_PREFIX=$(PREFIX) >/dev/null
	$(CMAKE) --build build -j $(JOBS)
	$(CMAKE) --install build

bench: all
	$(CMAKE) -S . -B build -DSEICHI_TESTS=OFF >/dev/null && $(CMAKE) --build build -j $(JOBS)
	@ls build/bench/bench_* >/dev/null 2>&1 && for b in build/bench/bench_*; do echo "== $$b"; $$b; done

fuzz:
	$(CMAKE) -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang -DSEICHI_FUZZ=ON -DSEICHI_TESTS=OFF >/dev/null
	$(CMAKE) --build build-fuzz -j $(JOBS)

tsan:
	$(CMAKE) -S . -B build-tsan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang -DSEICHI_TSAN=ON >/dev/null
	$(CMAKE) --build build-tsan -j $(JOBS)

clean:
	rm -rf build build-test build-fuzz build-tsan

# WebAssembly module for web/ (Debian's emscripten): web/dist/seichi-core.*
.PHONY: wasm
wasm:
	sh web/build.sh
