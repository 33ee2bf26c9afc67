internal import CFontFaces
internal import CPangoCairo
import Foundation

/// A fontconfig configuration: rrender's pinned fonts from `Fonts/fonts.conf`, and for a
/// publication with `@font-face` rules, those fonts plus the publication's own faces; for PDFs,
/// those fonts plus the standard fonts' substitutes (`pdf()`, `FontConfiguration+PDF.swift`).
///
/// The pinned one (`shared()`) is built once and made fontconfig's current configuration, so
/// every font map rrender creates (and librsvg or poppler, which only see the current one)
/// resolves the same families to the same files: the same page gives the same pixels on every
/// machine with the same Debian packages (platform-notes Q3: with the fonts and cairo's font
/// options pinned, separate processes wrote byte-identical PNGs). A publication's configuration
/// (`embedding(_:)`) is only attached to that publication's Pango font maps: two publications
/// in one process never see each other's fonts.
public final class FontConfiguration: @unchecked Sendable {
    // @unchecked: every property is immutable after init and fontconfig is thread-safe since 2.11.
    package let config: OpaquePointer
    /// The configuration file loaded.
    public let path: String
    /// The files loaded after `path` into the same configuration (`pdf-fonts.conf` for the PDF
    /// configuration; empty for the others).
    public let addedPaths: [String]
    /// The CSS families of the embedded faces added to the pinned fonts, in order (empty for
    /// the pinned configuration).
    public let embeddedFamilies: [String]
    /// The embedded font files that could not be used, and why.
    public let rejectedSources: [RejectedFontSource]
    /// The embedded faces' files, kept as long as fontconfig, Pango and cairo may open them.
    let files: FontFileFolder?
    /// How to make this configuration again without reading the fonts: the embedded faces in
    /// the order they were added (empty for the pinned one); nil when one came from a `data:`
    /// URL or could not be described (see `FontConfiguration+Planned.swift`), or when it was
    /// not asked for.
    public let plan: [PlannedFontFace]?

    /// Loads the configuration at `path`, then the files `added` into it.
    public convenience init(path: String, adding added: [String] = []) throws(FontError) {
        try self.init(path: path, adding: added, embedding: [])
    }

    /// Loads the configuration at `path` (and the files `added` into it) and adds `faces`, found
    /// by their CSS family and descriptors (see `FontConfiguration+Embedded.swift`). A face whose
    /// files FreeType cannot read is left out and listed in `rejectedSources`; only the pinned
    /// fonts failing throws. With `planning`, `plan` tells how to make it again without reading
    /// the fonts.
    public init(
        path: String, adding added: [String] = [], embedding faces: [EmbeddedFontFace], planning: Bool = false
    )
        throws(FontError)
    {
        let (config, fonts) = try Self.load(path, adding: added)
        let embedding = Self.embed(faces, in: fonts, planning: planning)
        self.config = config
        self.path = path
        addedPaths = added
        embeddedFamilies = embedding.families
        rejectedSources = embedding.rejected
        files = embedding.folder
        plan = planning ? embedding.plan : nil
    }

    /// The configuration at `path` with the faces of an earlier configuration's `plan`, whose
    /// files are written only when first opened, from the bytes `read` gives for their href
    /// (WOFF and WOFF2 unpacked as `embedding` does). Throws when the faces' descriptions cannot
    /// be read back or the files could not be deferred; the caller then embeds the fonts.
    public init(path: String, planned faces: [PlannedFontFace], read: @escaping @Sendable (String) -> [UInt8]?) throws(FontError)
    {
        guard FontFileFolder.defersFiles else {
            throw .setupFailed("font files cannot be deferred: hb_blob_create_from_file is not rrender's")
        }
        let (config, fonts) = try Self.load(path)
        do {
            let folder = try FontFileFolder()
            try Self.add(faces, to: fonts, in: folder, read: read)
            files = folder
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        self.config = config
        self.path = path
        addedPaths = []
        embeddedFamilies = faces.map(\.family)
        rejectedSources = []
        plan = faces
    }

    /// A new configuration loaded from `path`, then from the files `added`, and its system font
    /// set (the pinned fonts). With `selectingFiles` (the default), when every file's
    /// `<selectfont>` only pins files, the configuration is built without them and its font set
    /// cut to those files (`PinnedFontList`).
    static func load(
        _ path: String, adding added: [String] = [], selectingFiles: Bool = true
    ) throws(FontError) -> (OpaquePointer, UnsafeMutablePointer<FcFontSet>) {
        guard let config = FcConfigCreate() else { throw .setupFailed("FcConfigCreate") }
        let paths = [path] + added
        let lists =
            selectingFiles ? paths.map { (try? String(contentsOfFile: $0, encoding: .utf8)).flatMap(PinnedFontList.init) } : []
        let pinned = lists.count == paths.count ? lists.compactMap { $0 } : []
        let quick = pinned.count == paths.count
        for (index, file) in paths.enumerated() {
            let parsed =
                quick
                ? FcConfigParseAndLoadFromMemory(config, pinned[index].configuration, 1) : FcConfigParseAndLoad(config, file, 1)
            guard parsed != 0 else {
                FcConfigDestroy(config)
                throw .configurationInvalid(path: file)
            }
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .configurationInvalid(path: path)
        }
        guard let fonts = FcConfigGetFonts(config, FcSetSystem) else {
            FcConfigDestroy(config)
            throw .fontsMissing(path: path)
        }
        if quick { keep(pinned.reduce(into: Set<String>()) { $0.formUnion($1.files) }, of: fonts) }
        guard fonts.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            throw .fontsMissing(path: path)
        }
        return (config, fonts)
    }

    /// Removes from `fonts` every font whose file is not in `files`, keeping the others' order,
    /// as fontconfig's `<acceptfont>` would have while building the set.
    private static func keep(_ files: Set<String>, of fonts: UnsafeMutablePointer<FcFontSet>) {
        var kept = 0
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let pattern = fonts.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file, files.contains(String(cString: file)) {
                fonts.pointee.fonts[kept] = pattern
                kept += 1
            } else {
                FcPatternDestroy(pattern)  // the set owned it
            }
        }
        fonts.pointee.nfont = Int32(kept)
    }

    deinit { FcConfigDestroy(config) }

    /// This configuration's pinned fonts plus `faces`: a new configuration for one
    /// publication, never made current, so other publications never see its fonts. `self` when
    /// there is nothing to add.
    public func embedding(_ faces: [EmbeddedFontFace], planning: Bool = false) throws(FontError) -> FontConfiguration {
        faces.isEmpty ? self : try FontConfiguration(path: path, adding: addedPaths, embedding: faces, planning: planning)
    }

    /// The configuration found by `locate()`, loaded once per process and made current.
    public static func shared() throws(FontError) -> FontConfiguration {
        try sharedResult.get()
    }

    private static let sharedResult: Result<FontConfiguration, FontError> = {
        do throws(FontError) {
            let configuration = try FontConfiguration(path: try locate())
            FcConfigSetCurrent(configuration.config)
            return .success(configuration)
        } catch {
            return .failure(error)
        }
    }()

    /// True when every cairo font made from a fontconfig pattern (by Pango, librsvg, cairo's
    /// toy text) uses a FreeType face rrender opened, never cairo 1.16's racy cache of faces
    /// (`Sources/CFontFaces/FontFaces.c`). False only if the program was linked so that
    /// another definition of `cairo_ft_font_face_create_for_pattern` wins.
    public static var ownsFontFaces: Bool { rr_font_faces_installed() }

    /// True when every size asked of FreeType is clamped to the largest it takes
    /// (`Sources/CFontFaces/SizeGuard.c`), so that text at a huge size cannot leave a font face
    /// every renderer shares unable to draw.
    public static var clampsFontSizes: Bool { rr_font_sizes_clamped() }

    /// True when a configuration made from a plan (`init(path:planned:read:)`) can write each
    /// font file when it is first opened (`Sources/CFontFaces/FontFiles.c`); when false, that
    /// initialiser throws and the fonts are read at once.
    public static var defersFontFiles: Bool { FontFileFolder.defersFiles }

    /// How many FreeType faces rrender has open: the pinned fonts used so far, plus the
    /// embedded fonts of the publications whose renderers are alive.
    public static var openFontFaces: Int { Int(rr_font_faces_open_count(nil)) }

    /// The folder of this configuration's embedded font files (nil without embedded fonts).
    public var embeddedFontFolder: String? { files.map { $0.url.path + "/" } }

    /// Removes the embedded font files of every configuration alive, for a program about to end
    /// on a signal (which runs no `deinit`): its fonts would otherwise stay in the temporary
    /// folder. Nothing may render after this.
    public static func removeEmbeddedFontFiles() { FontFileFolder.removeLive() }

    /// How many FreeType faces are open for the font files under `folder`.
    public static func openFontFaces(under folder: String) -> Int { Int(rr_font_faces_open_count(folder)) }

    /// Where `fonts.conf` is looked for, in order: `$RRENDER_FONTS_CONF`; beside the executable
    /// (`fonts.conf`, `../share/rrender/fonts.conf`, as `make install` lays them out); the
    /// source tree this file was built from.
    public static func candidatePaths() -> [String] {
        var paths: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["RRENDER_FONTS_CONF"], !explicit.isEmpty {
            paths.append(explicit)
        }
        let binDir = executable().deletingLastPathComponent()
        paths.append(binDir.appendingPathComponent("fonts.conf").path)
        paths.append(binDir.deletingLastPathComponent().appendingPathComponent("share/rrender/fonts.conf").path)
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        paths.append(sourceRoot.appendingPathComponent("Fonts/fonts.conf").path)
        return paths
    }

    /// The running executable, symbolic links resolved. The kernel's `/proc/self/exe`, not
    /// `argv[0]`: a program started through `PATH` gets its bare name there (`rrender`), which
    /// would be looked for in the working directory.
    static func executable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    }

    /// The first candidate path that exists.
    public static func locate() throws(FontError) -> String {
        let candidates = candidatePaths()
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            throw .configurationNotFound(searched: candidates)
        }
        return found
    }
}
