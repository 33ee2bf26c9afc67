import ArgumentParser
import RRender

/// The screen a publication is laid out for and the reader's preferences: the flags every
/// command that lays a publication out takes (`render`, `info`, `text`, `search`, `locate`,
/// `tap`, `session`, `sheet`, `snapshot`, `compare`), so "how many pages at this font size"
/// has the same answer everywhere.
struct ScreenOptions: ParsableArguments {
    @Option(help: "The password of an encrypted PDF.")
    var password: String?

    @Option(help: ArgumentHelp("The viewport in CSS px, as WIDTHxHEIGHT.", valueName: "WxH"))
    var viewport: String = "600x800"

    @Option(help: "Device pixels per CSS px (the output is viewport × scale pixels).")
    var scale: Double = 1

    @Option(help: "How many pages to lay out and paint at once (default: one per core).")
    var jobs: Int?

    @OptionGroup var reading: PreferenceOptions

    @Flag(
        help:
            "Lay every chapter out, without reading or writing the pagination cache ($RRENDER_CACHE: ‘off’ or a folder; default $XDG_CACHE_HOME/rrender)."
    )
    var noCache = false

    func validate() throws {
        guard Viewport(parsing: viewport) != nil else {
            throw ValidationError("--viewport must be WIDTHxHEIGHT in CSS px, 1 to 20000 each (got ‘\(viewport)’)")
        }
        guard scale.isFinite, scale >= 0.1, scale <= 8 else { throw ValidationError("--scale must be between 0.1 and 8") }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64") }
    }

    /// The render options these flags ask for.
    var renderOptions: RenderOptions {
        var options = RenderOptions(viewport: Viewport(parsing: viewport) ?? .default, scale: scale)
        if let jobs { options.concurrency = jobs }
        if !noCache { options.paginationCache = PaginationCache.standard() }
        return options
    }

    /// Opens `book`, with the reading settings the preferences resolve to for it.
    func renderer(_ book: String) throws -> Renderer {
        let publication = try Renderer.openPublication(book, password: password)
        if publication.isPDF {
            return try Renderer(publication: publication, options: renderOptions, pdfPreferences: try reading.pdfPreferences())
        }
        return try Renderer(publication: publication, options: renderOptions, preferences: try reading.epubPreferences())
    }

    /// Opens `book` in a navigator at `initialLocation`, with the preferences' settings.
    func navigator(_ book: String, at initialLocation: Locator? = nil) throws -> PageNavigator {
        let publication = try Renderer.openPublication(book, password: password)
        return publication.isPDF
            ? try PageNavigator(
                publication: publication, initialLocation: initialLocation, options: renderOptions,
                pdfPreferences: try reading.pdfPreferences())
            : try PageNavigator(
                publication: publication, initialLocation: initialLocation, options: renderOptions,
                preferences: try reading.epubPreferences())
    }
}

/// The publication and the screen it is laid out for.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "The publication (.epub or .pdf).", completion: Completions.publication)
    var book: String

    @OptionGroup var screen: ScreenOptions

    @Flag(name: .shortAndLong, help: "Also report minor content problems (unsupported CSS and the like).")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Report only errors, not warnings.")
    var quiet = false

    var password: String? { screen.password }
    var reading: PreferenceOptions { screen.reading }
    var renderOptions: RenderOptions { screen.renderOptions }

    /// Opens the publication, with the reading settings the preferences resolve to for it.
    func renderer() throws -> Renderer { try screen.renderer(book) }

    /// Opens the publication in a navigator at `initialLocation`, with the preferences' settings.
    func navigator(at initialLocation: Locator? = nil) throws -> PageNavigator { try screen.navigator(book, at: initialLocation) }

    /// Runs `body`; when it asks for a page of a publication that has none because of errors
    /// (every chapter unreadable, a PDF whose page tree is broken), the run ends as a malformed
    /// publication (65) with those errors on stderr, not as a page out of range (64).
    func renderingPages(of renderer: Renderer, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch RRenderError.pageOutOfRange(_, _, 0) where renderer.diagnostics().contains(where: { $0.severity == .error }) {
            try finish(renderer)
        }
    }

    /// Prints the diagnostics worth showing and fails with 65 when the publication has errors.
    func finish(_ renderer: any FrameSource) throws {
        try Self.finish(renderer, quiet: quiet, verbose: verbose)
    }

    /// Prints `renderer`'s diagnostics worth showing (errors; warnings unless `quiet`; all when
    /// `verbose`) and fails with 65 when the publication has errors.
    static func finish(_ renderer: any FrameSource, quiet: Bool, verbose: Bool) throws {
        let diagnostics = renderer.diagnostics()
        var seen: Set<String> = []
        for diagnostic in diagnostics
        where diagnostic.severity == .error || (!quiet && diagnostic.severity == .warning) || verbose {
            let line = "\(renderer.publication.sourceName): \(diagnostic)"
            if seen.insert(line).inserted { Terminal.error(line) }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw CLIFailure.malformedContent }
    }
}
