# rrender: the habits. `make demo` and `make test` set everything up on a fresh Debian 12.
SWIFT ?= swift
RELEASE_BIN = .build/release
# The release build links the Swift runtime and Foundation statically (about 6 MB less resident
# memory per process than the shared libraries) with the toolchain's lld and packed relative
# relocations (DT_RELR, glibc 2.36): 1.9 MB of relocations shrink to 34 KB, 2 MB less resident,
# and the binary stays position-independent (docs/Architecture.md, "Memory"). lld puts the
# functions everyday runs execute (scripts/symbol-order.txt, made by scripts/symbol-order.sh) first
# in .text, together: the code a PDF render keeps resident goes from 11 to 7 MB.
RELEASE_FLAGS = -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/symbol-order.txt -Xlinker --no-warn-symbol-ordering
SAMPLE_EPUB = out/sample-book.epub

.PHONY: setup build release install demo test test-all bench bench-thumbnails fuzz format record-goldens clean

setup:
	@scripts/setup-debian.sh

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build $(RELEASE_FLAGS)

# Installs rrender in $(PREFIX)/bin and its desktop thumbnailer (Desktop/rrender.thumbnailer,
# naming that binary) in $(PREFIX)/share/thumbnailers, where GNOME and KDE file managers find it.
PREFIX ?= /usr/local
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/thumbnailers
	install -m 0755 $(RELEASE_BIN)/rrender $(DESTDIR)$(PREFIX)/bin/rrender
	sed -e 's|^TryExec=rrender|TryExec=$(PREFIX)/bin/rrender|' -e 's|^Exec=rrender |Exec=$(PREFIX)/bin/rrender |' \
		Desktop/rrender.thumbnailer > $(DESTDIR)$(PREFIX)/share/thumbnailers/rrender.thumbnailer
	chmod 0644 $(DESTDIR)$(PREFIX)/share/thumbnailers/rrender.thumbnailer

# Zips the sample book (drawing its picture), renders every page into out/ and says where.
demo: release
	@mkdir -p out
	$(RELEASE_BIN)/make-sample-book Samples/SampleBook $(SAMPLE_EPUB)
	$(RELEASE_BIN)/rrender info $(SAMPLE_EPUB) > out/sample-book.json
	$(RELEASE_BIN)/rrender $(SAMPLE_EPUB) --pages all -o 'out/sample-book-page-%02d.png'
	@echo "demo: $$(ls out/sample-book-page-*.png | wc -l) pages of $(SAMPLE_EPUB) rendered to out/sample-book-page-NN.png; info in out/sample-book.json"

# The everyday tests (RRENDER_TESTS=all, as test-all and CI set, adds the slow corpus sweeps).
test: setup
	$(SWIFT) build
	$(SWIFT) test

# Every test: the everyday ones plus the sweeps over the largest corpus books and longer
# stress runs (Sources/RRenderTestSupport/TestScope.swift). CI runs this.
test-all:
	RRENDER_TESTS=all $(MAKE) test

# Speed and memory against mutool draw (and pdftocairo for PDFs), side by side: every page of
# moby-dick.epub, linear-algebra.epub, maint-guide.en.pdf and asyRefCard.pdf as 1264×1680 PNGs
# (see scripts/bench.sh; RUNS=, CORES= to vary); search; then chapters of 20k to 320k paragraphs
# and a 5 MB word, which must cost in proportion to their size (scripts/bench-chapter.sh); cover
# thumbnails; snapshot record/verify and compare of moby-dick against rendering it once
# (scripts/bench-snapshots.sh; compare's target is at most 2.5×).
bench: setup
	@scripts/setup-debian.sh --bench
	$(SWIFT) build $(RELEASE_FLAGS)
	scripts/bench.sh
	scripts/bench-search.sh
	scripts/bench-chapter.sh
	scripts/bench-thumbnails.sh
	scripts/bench-snapshots.sh

# Thumbnails only: the corpus EPUBs that declare covers against gnome-epub-thumbnailer, and
# books/s for the fast path and for first-page renders (scripts/bench-thumbnails.sh).
bench-thumbnails: setup
	@scripts/setup-debian.sh --bench
	$(SWIFT) build $(RELEASE_FLAGS)
	scripts/bench-thumbnails.sh

# libFuzzer + AddressSanitizer on the parsers, the cascade, layout and the image decoders: seeds
# made from ../shared/corpus into .fuzz/, FUZZ_TIME seconds per target (default 60), crash inputs
# minimised into Tests/FuzzRegressions/<Target>/ (see scripts/fuzz.sh and the README).
fuzz: setup
	scripts/fuzz.sh

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

# Re-records every golden image; the run fails so recording never passes silently.
record-goldens: setup
	RRENDER_RECORD_GOLDENS=all $(SWIFT) test

clean:
	rm -rf .build .build-fuzz .fuzz out artifacts
