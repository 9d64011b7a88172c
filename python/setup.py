"""Builds the seichi Python package: a C extension compiled from the
library's own sources (../src) with the setuptools and C compiler that
Debian ships, so that installing needs no package from any other registry
(see README.md for why not cffi).  Run from a clone of the repository:

    pip install ./python                      # or, out of tree:
    python3 setup.py build --build-base DIR   # what `make test` does
"""
import glob
import os
import re

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def rel(*parts):
    """A path relative to this file's folder (setuptools wants them so)."""
    return os.path.relpath(os.path.join(ROOT, *parts), HERE)


if not os.path.isfile(os.path.join(ROOT, "include", "seichi.h")):
    raise SystemExit("setup.py: build from a clone of seichi (../include/seichi.h not found)")

with open(os.path.join(ROOT, "include", "seichi.h"), encoding="utf-8") as f:
    VERSION = re.search(r'#define SEICHI_VERSION "([^"]+)"', f.read()).group(1)

os.chdir(HERE)
LIB_SOURCES = sorted(os.path.relpath(p, HERE)
                     for p in glob.glob(os.path.join(ROOT, "src", "**", "*.c"), recursive=True))
EXT_SOURCES = sorted(glob.glob(os.path.join("ext", "*.c")))

# -O3 as CMake's Release build (Python's own flags say -O2).
CFLAGS = ["-std=c11", "-O3", "-Wall", "-Wextra", "-Wno-unused-parameter"]
if os.environ.get("SEICHI_WERROR"):
    CFLAGS.append("-Werror")


class BuildExt(build_ext):
    """Compiles the ~40 library files on every core unless -j says otherwise."""

    def finalize_options(self):
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1


setup(
    name="seichi",
    version=VERSION,
    description="Static scoring of finished games of Go (dead stones, seki, territory)",
    long_description=open(os.path.join(HERE, "README.md"), encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    python_requires=">=3.9",
    packages=["seichi"],
    package_data={"seichi": ["py.typed", "*.pyi"]},
    ext_modules=[Extension(
        "seichi._seichi",
        sources=EXT_SOURCES + LIB_SOURCES,
        include_dirs=[rel("include"), rel("src")],
        define_macros=[("_POSIX_C_SOURCE", "200809L")],
        extra_compile_args=CFLAGS,
        libraries=["m"],
    )],
    cmdclass={"build_ext": BuildExt},
    zip_safe=False,
)
