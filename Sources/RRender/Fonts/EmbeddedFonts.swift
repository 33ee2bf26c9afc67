import Dispatch
import Foundation
import RRenderCairo
import RRenderCore
import RRenderPublication
import RRenderStyle
import Synchronization

/// A publication's embedded fonts: its `@font-face` rules, collected before any layout and
/// given to a font configuration of its own (the pinned fonts plus these faces), which only
/// this publication's render workers use.
///
/// Where the rules are looked for: every `text/css` (or `.css`) resource of the manifest, and
/// the sheets they `@import` (followed in cascade order, with their media queries). That is where
/// real books declare their fonts (every corpus book that embeds fonts does); and the `<style>`
/// elements of the XHTML documents that contain `@font-face` (`faces(inStyleElementsOf:)`: a
/// byte search picks them, so a book without any parses no document here). Faces of every sheet
/// count, even a sheet no document links (an alternate "night" sheet): a face only matters where
/// some CSS asks for its family.
///
/// `src` is read in order: `url()`s inside the publication (de-obfuscated by `Publication.read`)
/// and `data:` URLs (`DataURL`, as for images); `local()` is skipped (rrender never uses the
/// system's fonts), as are remote URLs (no network) and formats FreeType cannot read
/// (`embedded-opentype`, `svg`).
/// Problems are warnings; the text of a face that cannot be loaded uses the pinned fonts.
///
/// With a pagination cache, the first process remembers what it found (`EmbeddedFontPlan`: the
/// faces as fontconfig described them, and the warnings), and the next ones make the same
/// configuration from that without reading a stylesheet or a font: each font file is written
/// when a page first shapes or draws with it (`FontConfiguration(path:planned:read:)`).
struct EmbeddedFonts: Sendable {
    /// The configuration this publication's font maps use: `pinned` when it embeds nothing.
    let configuration: FontConfiguration
    /// What could not be read or loaded.
    let diagnostics: [Diagnostic]
    /// The documents whose bytes contain `@font-face`, in reading order then manifest order
    /// (the pagination cache keeps them, so the next process reads only those).
    let fontFaceDocuments: [String]
    /// What the next process needs to make the same configuration without reading the fonts;
    /// nil when it cannot (a face from a `data:` URL, a failure of this machine's).
    let plan: EmbeddedFontPlan?

    /// The fonts of `publication`: from `cache`'s plan when it has one, else read from the
    /// publication (`fontFaceDocuments`, when `cache` knows them, are the only documents read
    /// for `<style>` elements) and the plan and documents recorded in `cache`.
    init(publication: Publication, environment: MediaEnvironment, pinned: FontConfiguration, cache: PaginationCacheEntry?) {
        if let plan = cache?.fontPlan(), let planned = Self(plan, publication: publication, pinned: pinned) {
            self = planned
            return
        }
        let known = cache?.fontFaceDocuments()
        self.init(
            publication: publication, environment: environment, pinned: pinned, fontFaceDocuments: known, planning: cache != nil)
        if known == nil { cache?.setFontFaceDocuments(fontFaceDocuments) }
        if let plan { cache?.setFontPlan(plan) }
    }

    /// The fonts of `publication`, read from it; `fontFaceDocuments`, when known, are the only
    /// documents read for `<style>` elements. With `planning`, `plan` is made.
    init(
        publication: Publication, environment: MediaEnvironment, pinned: FontConfiguration,
        fontFaceDocuments known: [String]? = nil,
        planning: Bool = false
    ) {
        var collector = EmbeddedFontCollector(publication: publication, environment: environment)
        collector.fontFaceDocuments = known
        let faces = collector.faces()
        fontFaceDocuments = collector.fontFaceDocuments ?? []
        var diagnostics = collector.diagnostics
        var embedded = true
        do {
            configuration = try pinned.embedding(faces, planning: planning)
        } catch {
            configuration = pinned
            embedded = false
            diagnostics.append(
                Diagnostic(
                    code: "font.embedding-failed", message: "embedded fonts are not used: \(error)",
                    severity: .warning))
        }
        diagnostics += configuration.rejectedSources.map {
            Diagnostic(
                code: "font.unusable", message: "font \($0.href) (font-family '\($0.family)') cannot be used: \($0.reason)",
                severity: .warning, location: $0.href)
        }
        self.diagnostics = diagnostics
        let planned = faces.isEmpty ? [] : configuration.plan
        plan = planning && embedded ? planned.map { EmbeddedFontPlan(faces: $0, diagnostics: diagnostics) } : nil
    }

    /// The fonts `plan` describes, nil when they cannot be made from it (the fonts are then
    /// read as the first time).
    private init?(_ plan: EmbeddedFontPlan, publication: Publication, pinned: FontConfiguration) {
        if plan.faces.isEmpty {
            configuration = pinned
        } else {
            do {
                configuration = try FontConfiguration(path: pinned.path, planned: plan.faces) { [publication] href in
                    try? publication.read(href)
                }
            } catch {
                return nil
            }
        }
        diagnostics = plan.diagnostics
        fontFaceDocuments = []
        self.plan = plan
    }
}

/// A publication's embedded fonts as its first renderer found them (`EmbeddedFonts`), kept in
/// the pagination cache: the faces in the order they were added, and the warnings.
struct EmbeddedFontPlan: Sendable, Hashable {
    var faces: [PlannedFontFace]
    var diagnostics: [Diagnostic]
}

/// Finds the `@font-face` rules of a publication's stylesheets and reads their fonts.
struct EmbeddedFontCollector {
    let publication: Publication
    let environment: MediaEnvironment
    private(set) var diagnostics: [Diagnostic] = []
    /// The documents containing `@font-face`: given, only those are read; nil, every document
    /// is, and this is set to those found.
    var fontFaceDocuments: [String]?
    private var visited: Set<String> = []
    /// The font files the faces name, in the order first named: read together at the end
    /// (`readFontFiles`), in parallel. Until then their sources hold no data.
    private var fontFiles: [String] = []

    init(publication: Publication, environment: MediaEnvironment) {
        self.publication = publication
        self.environment = environment
    }

    /// The faces of every stylesheet of the manifest, in manifest order (imports first), then
    /// those of the documents' `<style>` elements.
    mutating func faces() -> [EmbeddedFontFace] {
        // A `.css` file with a wrong or missing media type is still a stylesheet to a browser.
        let items = publication.readingOrder + publication.resources
        let sheets = items.filter {
            $0.mediaType?.matches(.css) == true || HREF.removingQueryAndFragment($0.href).lowercased().hasSuffix(".css")
        }
        let found = sheets.flatMap { faces(inSheet: HREF.removingFragment($0.href), depth: 0) } + faces(inStyleElementsOf: items)
        return readFontFiles(of: found)
    }

    /// `faces` with the data of their font files, read at once on all cores (a book's fonts are
    /// often a megabyte to inflate, most of the time a warm page takes); a file that cannot be
    /// read is a warning and leaves its face's other sources, or none (the face is dropped).
    private mutating func readFontFiles(of faces: [EmbeddedFontFace]) -> [EmbeddedFontFace] {
        let files = fontFiles
        let contents = Mutex<[String: Result<[UInt8], PublicationError>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { [publication] index in
            let result = Result { () throws(PublicationError) in try publication.read(files[index]) }
            contents.withLock { $0[files[index]] = result }
        }
        let read = contents.withLock { $0 }
        for file in files {
            if case .failure(let error) = read[file] {
                diagnostics.append(
                    Diagnostic(
                        code: "font.unreadable", message: "font \(file) cannot be read: \(error)",
                        severity: .warning, location: file))
            }
        }
        return faces.compactMap { face in
            var face = face
            face.sources = face.sources.compactMap { source in
                guard source.data.isEmpty else { return source }  // a data: URL
                guard case .success(let data)? = read[source.href] else { return nil }
                return EmbeddedFontFace.Source(href: source.href, data: data)
            }
            return face.sources.isEmpty ? nil : face
        }
    }

    /// The faces of the sheet at `href` and of the sheets it imports, each sheet once.
    private mutating func faces(inSheet href: String, depth: Int) -> [EmbeddedFontFace] {
        guard depth < 8, visited.insert(HREF.equivalenceKey(href)).inserted, let bytes = try? publication.read(href) else {
            return []
        }
        return faces(in: CSSParser.parseStylesheet(bytes: bytes, location: href), baseHREF: href, depth: depth)
    }

    /// The faces of `sheet`, whose relative URLs resolve against `baseHREF` (the sheet's own
    /// href, or the document's for a `<style>` element), and of the sheets it imports.
    mutating func faces(in sheet: CSSStylesheet, baseHREF href: String, depth: Int) -> [EmbeddedFontFace] {
        var found: [EmbeddedFontFace] = []
        for rule in sheet.imports where rule.media.queries.isEmpty || rule.media.matches(environment) {
            guard let imported = ResourceLoader.resolve(rule.url, in: href), !HREF.isExternal(imported) else { continue }
            found += faces(inSheet: HREF.removingFragment(imported), depth: depth + 1)
        }
        for rule in sheet.fontFaceRules(in: environment) {
            if let face = face(rule, sheetHREF: href) { found.append(face) }
        }
        return found
    }

    /// The face of one rule, or nil when it has no family or no readable font.
    private mutating func face(_ rule: CSSFontFaceRule, sheetHREF: String) -> EmbeddedFontFace? {
        guard let family = rule.family else {
            diagnostics.append(
                Diagnostic(
                    code: "font.no-family", message: "@font-face without a usable font-family is ignored",
                    severity: .warning, location: "\(sheetHREF):\(rule.line)"))
            return nil
        }
        let sources = rule.sources.compactMap { source(of: $0, sheetHREF: sheetHREF) }
        guard !sources.isEmpty else { return nil }
        return EmbeddedFontFace(
            family: family, weight: FontFaceDescriptors.weight(rule.descriptor("font-weight")),
            style: FontFaceDescriptors.style(rule.descriptor("font-style")),
            stretch: FontFaceDescriptors.stretch(rule.descriptor("font-stretch")), sources: sources)
    }

    /// One `src` entry: a `data:` URL's bytes, or a font file of the publication, whose data
    /// `readFontFiles` reads once every face is known; nil for `local()`, unsupported formats,
    /// remote URLs and files not in the manifest (those with a warning).
    private mutating func source(of entry: CSSFontFaceRule.Source, sheetHREF: String) -> EmbeddedFontFace.Source? {
        guard case .url(let url, let format) = entry, FontFaceDescriptors.isSupported(format: format) else { return nil }
        if DataURL.isDataURL(url) {
            guard let data = DataURL(url)?.data, !data.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        code: "font.unreadable", message: "a font data: URL is not base64 or is empty",
                        severity: .warning, location: sheetHREF))
                return nil
            }
            return EmbeddedFontFace.Source(href: "\(sheetHREF) (data: URL)", data: data, isFile: false)
        }
        guard let href = ResourceLoader.resolve(url, in: sheetHREF), !HREF.isExternal(href) else { return nil }
        let file = HREF.removingFragment(href)
        // A font in the archive but not in the manifest is not used, like an unlisted image.
        if let unlisted = publication.unlistedResourceDiagnostic(file, usedIn: sheetHREF) {
            diagnostics.append(unlisted)
            return nil
        }
        if !fontFiles.contains(file) { fontFiles.append(file) }
        return EmbeddedFontFace.Source(href: file, data: [])  // read by `readFontFiles`
    }
}
