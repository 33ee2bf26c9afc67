import RRenderCore
import RRenderPublication

/// Relayouts keep the place (readium.md §7, themes 2 and 3): a new viewport or new preferences
/// make a new frame source, and the screen shown is the one holding the navigator's anchor (the
/// last jump's target or the top of the last screen turned to), found by its text quote first.
extension PageNavigator: Configurable {
    public typealias Settings = EPUBSettings
    public typealias Preferences = EPUBPreferences

    /// The EPUB settings in use.
    public var settings: EPUBSettings { frameSource.options.settings }
    /// The PDF settings in use.
    public var pdfSettings: PDFSettings { frameSource.options.pdfSettings }

    /// An editor over the current EPUB preferences, for a settings screen.
    public func editor() -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(preferences: preferences, metadata: publication.metadata, defaults: defaults)
    }

    /// Lays an EPUB out for `preferences` and keeps the place.
    public func submitPreferences(_ preferences: EPUBPreferences) throws(RRenderError) {
        guard !publication.isPDF else {
            throw .unsupportedFormat(path: publication.sourceName, reason: "EPUB preferences do not apply to a PDF")
        }
        try relayout(options: frameSource.options, preferences: preferences, pdfPreferences: pdfPreferences)
    }

    /// Lays a PDF out for `preferences` and keeps the place.
    public func submitPreferences(_ preferences: PDFPreferences) throws(RRenderError) {
        guard publication.isPDF else {
            throw .unsupportedFormat(path: publication.sourceName, reason: "PDF preferences do not apply to an EPUB")
        }
        try relayout(options: frameSource.options, preferences: self.preferences, pdfPreferences: preferences)
    }

    /// Lays the publication out for a new viewport (a window resized, a device rotated) and
    /// keeps the place.
    public func setViewport(_ viewport: Viewport) throws(RRenderError) {
        var options = frameSource.options
        options.viewport = viewport
        try relayout(options: options, preferences: preferences, pdfPreferences: pdfPreferences)
    }

    private func relayout(
        options: RenderOptions, preferences: EPUBPreferences, pdfPreferences: PDFPreferences
    ) throws(RRenderError) {
        let next = try makeFrameSource(
            FrameSourceRequest(
                publication: publication, options: options, preferences: preferences,
                defaults: defaults, pdfPreferences: pdfPreferences, pdfDefaults: pdfDefaults))
        let kept = anchor
        frameSource = next
        self.preferences = preferences
        self.pdfPreferences = pdfPreferences
        frame = nil
        history = history.withoutSnapshots()
        show(next.pageNumber(for: kept) ?? 1, anchor: kept)
    }
}
