// swift-tools-version: 6.0
// rrender: a headless reading engine for EPUB (and, later, PDF) on Linux.
// Targets form a one-way pipeline; only the C* adapters and the targets named
// "adapter" below touch C. See docs/Architecture.md.
import PackageDescription

/// Exports `cairo_image_surface_create`, FreeType's `FT_Set_Char_Size`, HarfBuzz's
/// `hb_blob_create_from_file`, Poppler's `ActualText::addChar` and fontconfig's
/// `FcConfigSubstitute` and `FcFontSort` from the linked executable or test bundle, so that the
/// definitions in `Sources/CPoppler/cairo_guard.c`, `Sources/CFontFaces/SizeGuard.c`,
/// `FontFiles.c`, `text_guard.c` and `font_guard.c` take the place of libcairo's, libfreetype's,
/// libharfbuzz's, libpoppler's and libfontconfig's.
let exportCairoGuard: [LinkerSetting] = [
    .unsafeFlags([
        "-Xlinker", "--export-dynamic-symbol=cairo_image_surface_create",
        "-Xlinker", "--export-dynamic-symbol=FT_Set_Char_Size",
        "-Xlinker", "--export-dynamic-symbol=hb_blob_create_from_file",
        "-Xlinker", "--export-dynamic-symbol=hb_blob_create_from_file_or_fail",
        "-Xlinker", "--export-dynamic-symbol=_ZN10ActualText7addCharEPK8GfxStateddddjiPKji",
        "-Xlinker", "--export-dynamic-symbol=FcConfigSubstitute",
        "-Xlinker", "--export-dynamic-symbol=FcFontSort"
    ])
]

let package = Package(
    name: "rrender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "RRender", targets: ["RRender"]),
        .library(name: "RRenderBatch", targets: ["RRenderBatch"]),
        .library(name: "RRenderTesting", targets: ["RRenderTesting"]),
        .executable(name: "rrender", targets: ["rrender"])
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2")
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/setup-debian.sh installs them).
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Not "CZlib": ZIPFoundation declares a module of that name on Linux.
        .systemLibrary(name: "CZlibShim", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libdeflate: whole-buffer inflating, twice zlib's speed, for the ZIP entries of a book; and
        // whole-image deflating for the PNG encoder.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // turbojpeg and libwebp linked, for the tests' fixtures only; rrender loads them with dlopen
        // (CTurboJPEG, CWebP below).
        .systemLibrary(name: "CTurboJPEGLibrary", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebPLibrary", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libavif and libjxl, loaded with dlopen on the first AVIF or JPEG XL image (their headers
        // say why); the headers come with libavif-dev and libjxl-dev.
        .target(name: "CAVIF", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CJXL", linkerSettings: [.linkedLibrary("dl")]),
        // turbojpeg, libwebp and gdk-pixbuf, loaded with dlopen on the first image of their kind
        // (CWebP's header says why); their headers come with libturbojpeg0-dev and libwebp-dev.
        .target(name: "CTurboJPEG", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CWebP", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CGdkPixbuf", dependencies: ["CPangoCairo"], linkerSettings: [.linkedLibrary("dl")]),
        // libhyphen ships no .pc file; its header is on the default include path.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // GLib messages of librsvg's Pango and of Poppler, quieted per thread around calls known to
        // print a CRITICAL for input rrender cannot check (Sources/CLibraryMessages says why).
        .target(name: "CLibraryMessages", dependencies: ["CPangoCairo"]),
        // librsvg, loaded with dlopen on the first SVG (Sources/CRsvg/include/CRsvg.h says why).
        .target(
            name: "CRsvg", dependencies: ["CPangoCairo", "CLibraryMessages"], linkerSettings: [.linkedLibrary("gio-2.0")]),
        // poppler-glib, loaded with dlopen on the first PDF (Sources/CPoppler/include/CPoppler.h
        // says why); its headers come with libpoppler-glib-dev.
        .target(
            name: "CPoppler", dependencies: ["CPangoCairo", "CLibraryMessages"],
            linkerSettings: [.linkedLibrary("gio-2.0"), .linkedLibrary("dl")]),
        // The FreeType faces of every font, opened by rrender and handed to cairo, so that cairo
        // 1.16's racy cache of faces is never used (Sources/CFontFaces/FontFaces.c says why).
        .target(name: "CFontFaces", dependencies: ["CPangoCairo"], linkerSettings: [.linkedLibrary("dl")]),
        // A Pango renderer drawing each font's glyphs with a scaled font of rrender's choosing: hinted
        // glyphs on unhinted layout (Sources/CGlyphRenderer/glyph_renderer.c says why).
        .target(name: "CGlyphRenderer", dependencies: ["CPangoCairo"]),
        // glibc's <malloc.h> (mallopt), for the CLI's malloc settings.
        .systemLibrary(name: "CMalloc"),
        // GLib alone (GChecksum), not CPangoCairo: RRenderPublication and its fuzzers need no Pango or Cairo.
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),

        // Foundation-only values shared by every stage.
        .target(name: "RRenderCore"),
        // Adapter: MD5, SHA-1 and SHA-256 by GLib's GChecksum (Core is Foundation only).
        .target(name: "RRenderDigests", dependencies: ["CGLib"]),
        // Adapter: libxml2 → an immutable Swift DOM (no network, no external entities).
        .target(name: "RRenderXML", dependencies: ["RRenderCore", "CLibXML2"]),
        // EPUB container, package document, navigation, positions.
        .target(
            name: "RRenderPublication",
            dependencies: [
                "RRenderCore", "RRenderXML", "RRenderDigests", "CZlibShim", "CDeflate"
            ]),
        // CSS syntax, selectors, cascade, computed styles.
        .target(name: "RRenderStyle", dependencies: ["RRenderCore", "RRenderXML"]),
        // Boxes, line breaking through TextShaper, pagination.
        .target(name: "RRenderLayout", dependencies: ["RRenderCore", "RRenderStyle", "RRenderXML"]),
        // Adapter: Cairo image surfaces, the image decoders (PNG, JPEG, GIF, WebP, AVIF, JPEG XL, SVG)
        // into them, the JPEG and WebP encoders, the PNG encoder, and the decoded-image cache.
        // CairoSurface lives here, below the painter, since the decoders fill its memory.
        .target(
            name: "RRenderImages",
            dependencies: [
                "RRenderCore", "CPangoCairo", "CZlibShim", "CDeflate", "CTurboJPEG", "CRsvg", "CWebP", "CAVIF", "CJXL",
                "CGdkPixbuf", "CLibraryMessages"
            ]),
        // Adapter: Pango shaper, fonts, Cairo painter (images through RRenderImages).
        .target(
            name: "RRenderCairo",
            dependencies: [
                "RRenderCore", "RRenderLayout", "RRenderImages", "CPangoCairo", "CFontFaces", "CGlyphRenderer", "CZlibShim",
                "RRenderStyle"
            ]),
        // Adapter: PDF documents through Poppler (metadata, outline, links, text, drawing).
        .target(
            name: "RRenderPDF",
            dependencies: [
                "RRenderCore", "RRenderPublication", "RRenderCairo", "RRenderImages", "CPoppler", "CPangoCairo",
                "CLibraryMessages"
            ]),
        // Adapter: hyphenation with libhyphen and Debian's dictionaries.
        .target(name: "RRenderHyphenation", dependencies: ["RRenderCore", "RRenderLayout", "CHyphen"]),
        // The façade: the one import for apps and the CLI.
        .target(
            name: "RRender",
            dependencies: [
                "CMalloc", "RRenderCore", "RRenderPublication", "RRenderStyle", "RRenderLayout", "RRenderCairo", "RRenderImages",
                "RRenderHyphenation", "RRenderPDF", "RRenderDigests", "RRenderXML"
            ]),
        // Batch workflows over many publications: thumbnails (cover lookup, sizing, encoding,
        // the freedesktop cache), batches (inputs, outputs, manifests, sharding, progress).
        .target(
            name: "RRenderBatch",
            dependencies: ["RRender", "RRenderCairo", "RRenderImages", "RRenderPDF", "RRenderDigests", "RRenderCore"]),
        // Snapshots keyed by reading position, edition comparison (pages aligned by their text),
        // reports (HTML, JUnit, JSON): what publishers' CI and apps' test suites import.
        .target(name: "RRenderTesting", dependencies: ["RRender", "RRenderCairo", "RRenderImages", "RRenderXML"]),
        // The executable exports its cairo_image_surface_create, which bounds the images Poppler
        // decodes (Sources/CPoppler/cairo_guard.c says why); an app embedding RRender passes the
        // same flag. Only on targets a package using rrender never builds: SwiftPM refuses
        // unsafe flags in dependencies.
        .executableTarget(
            name: "rrender",
            dependencies: [
                "RRender", "RRenderBatch", "RRenderTesting", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ], linkerSettings: exportCairoGuard),

        // The W3C CSS test suites' reftests, packed as one-chapter EPUBs and rendered as books are,
        // against the expectations in Reftests/expectations (`make reftests`).
        .target(
            name: "RRenderConformance",
            dependencies: [
                "RRender", "RRenderLayout", "RRenderTesting", .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]),
        .executableTarget(
            name: "rrender-reftests",
            dependencies: [
                "RRender", "RRenderConformance", .product(name: "ArgumentParser", package: "swift-argument-parser")
            ], linkerSettings: exportCairoGuard),

        // rrender's own sample book: zipped, with its illustration drawn, by the build.
        .target(
            name: "RRenderSampleBook",
            dependencies: [
                "RRenderCore", "RRenderCairo", "RRenderImages", .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]),
        .executableTarget(name: "make-sample-book", dependencies: ["RRenderSampleBook"]),

        // A TextShaper without fonts (every character the same advance), for layout tests and the layout fuzzer.
        .target(name: "RRenderFixedShaper", dependencies: ["RRenderCore", "RRenderLayout"]),

        // Fuzz targets (docs/Architecture.md, "Fuzzing"): one executable per entry point. The normal
        // build makes them plain programs that run their entry point on the files they are given
        // (crash replays, Tests/FuzzRegressions); `make fuzz` builds them with -sanitize=fuzzer,address
        // and -DRRENDER_LIBFUZZER, where libFuzzer's main drives `LLVMFuzzerTestOneInput`.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .target(
            name: "FuzzLayout", dependencies: ["RRenderCore", "RRenderXML", "RRenderStyle", "RRenderLayout"],
            path: "Fuzz/Layout"),
        .executableTarget(
            name: "FuzzZIP", dependencies: ["FuzzSupport", "RRenderPublication"], path: "Fuzz/ZIP", exclude: ["Corpus"]),
        .executableTarget(
            name: "FuzzPackage", dependencies: ["FuzzSupport", "RRenderCore", "RRenderPublication"],
            path: "Fuzz/Package", exclude: ["Corpus"]),
        .executableTarget(
            name: "FuzzCSS", dependencies: ["FuzzSupport", "RRenderXML", "RRenderStyle"], path: "Fuzz/CSS", exclude: ["Corpus"]),
        .executableTarget(
            name: "FuzzLayoutFixed", dependencies: ["FuzzSupport", "FuzzLayout", "RRenderFixedShaper"],
            path: "Fuzz/LayoutFixed", exclude: ["Corpus"]),
        .executableTarget(
            name: "FuzzLayoutPango", dependencies: ["FuzzSupport", "FuzzLayout", "RRenderCairo"],
            path: "Fuzz/LayoutPango", exclude: ["Corpus"], linkerSettings: exportCairoGuard),
        .executableTarget(
            name: "FuzzImages", dependencies: ["FuzzSupport", "RRenderCore", "RRenderCairo", "RRenderImages"],
            path: "Fuzz/Images", exclude: ["Corpus"], linkerSettings: exportCairoGuard),
        .executableTarget(
            name: "FuzzXHTML", dependencies: ["FuzzSupport", "RRenderXML"], path: "Fuzz/XHTML", exclude: ["Corpus"]),
        .executableTarget(
            name: "FuzzSVG", dependencies: ["FuzzSupport", "RRenderCairo", "RRenderCore", "RRenderImages", "RRenderLayout"],
            path: "Fuzz/SVG", exclude: ["Corpus"], linkerSettings: exportCairoGuard),
        .executableTarget(
            name: "FuzzFonts",
            dependencies: ["FuzzSupport", "FuzzLayout", "RRenderCairo", "RRenderCore", "RRenderPublication"],
            path: "Fuzz/Fonts", exclude: ["Corpus"], linkerSettings: exportCairoGuard),
        .executableTarget(
            name: "FuzzPDF", dependencies: ["FuzzSupport", "RRenderCore", "RRenderPDF", "RRenderPublication"],
            path: "Fuzz/PDF", exclude: ["Corpus"], linkerSettings: exportCairoGuard),

        // Test helpers: fixtures (EPUBs and PDFs built in memory), the fixed-advance shaper, pixel assertions.
        .target(
            name: "RRenderTestSupport",
            dependencies: [
                "RRender", "RRenderImages", "RRenderSampleBook", "RRenderFixedShaper", "CPangoCairo", "CTurboJPEGLibrary",
                "CWebPLibrary", "CZlibShim",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"), "RRenderCairo", "RRenderCore", "RRenderLayout",
                "RRenderPublication", "RRenderStyle", "RRenderXML"
            ]),
        .testTarget(name: "RRenderCoreTests", dependencies: ["RRenderCore", "RRenderTestSupport"]),
        .testTarget(name: "RRenderDigestsTests", dependencies: ["RRenderDigests"]),
        .testTarget(name: "RRenderXMLTests", dependencies: ["RRenderXML"]),
        .testTarget(name: "RRenderPublicationTests", dependencies: ["RRenderPublication", "RRenderTestSupport", "RRenderCore"]),
        .testTarget(name: "RRenderStyleTests", dependencies: ["RRenderStyle", "RRenderXML", "RRenderTestSupport", "RRenderCore"]),
        .testTarget(
            name: "RRenderLayoutTests",
            dependencies: ["RRenderLayout", "RRenderTestSupport", "RRenderCore", "RRenderStyle", "RRenderXML"]),
        .testTarget(
            name: "RRenderImagesTests",
            dependencies: [
                "RRenderImages", "RRenderTestSupport", "CZlibShim", "CTurboJPEGLibrary", "CWebPLibrary", "RRenderCore",
                "RRenderCairo"
            ]),
        .testTarget(
            name: "RRenderCairoTests",
            dependencies: [
                "RRenderCairo", "RRenderImages", "RRenderTestSupport", "CPangoCairo", "RRenderCore", "RRenderLayout",
                "RRenderStyle"
            ]),
        .testTarget(name: "RRenderHyphenationTests", dependencies: ["RRenderHyphenation", "RRenderTestSupport", "RRender"]),
        .testTarget(
            name: "RRenderTests",
            dependencies: [
                "RRender", "RRenderImages", "RRenderTestSupport", "RRenderXML", "RRenderStyle", "RRenderDigests", "CWebPLibrary",
                "RRenderCairo", "RRenderCore", "RRenderHyphenation", "RRenderLayout", "RRenderPDF", "RRenderPublication"
            ], linkerSettings: exportCairoGuard),
        .testTarget(
            name: "RRenderBatchTests",
            dependencies: ["RRenderBatch", "RRenderCairo", "RRenderImages", "RRenderTestSupport", "RRender"],
            linkerSettings: exportCairoGuard),
        .testTarget(
            name: "RRenderTestingTests", dependencies: ["RRenderTesting", "RRenderTestSupport", "RRender"],
            linkerSettings: exportCairoGuard),
        .testTarget(
            name: "RRenderConformanceTests", dependencies: ["RRenderConformance", "RRenderTestSupport", "RRender"],
            linkerSettings: exportCairoGuard),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "RRenderTestSupport", "RRenderImages", "rrender", "rrender-reftests", "concurrency-probe",
                "FuzzZIP", "FuzzPackage", "FuzzCSS", "FuzzLayoutFixed", "FuzzLayoutPango", "FuzzImages", "FuzzXHTML", "FuzzSVG",
                "FuzzFonts", "FuzzPDF", "RRender", "RRenderCairo", "RRenderCore"
            ]),
        // Opens publications on many threads from a process's first instant (ConcurrencyTests runs it).
        .executableTarget(
            name: "concurrency-probe", dependencies: ["RRender"], path: "Tests/ConcurrencyProbe",
            linkerSettings: exportCairoGuard)
    ]
)
