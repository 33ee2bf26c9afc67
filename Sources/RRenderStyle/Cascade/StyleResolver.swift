import RRenderCore
import RRenderXML

/// Computes the style of every element of a document (CSS Cascade 4): the user-agent sheet,
/// user sheets and the document's author sheets matched against each element, declarations
/// sorted by origin, importance, specificity and order, then computed against the parent's style.
public struct StyleResolver: Sendable {
    /// The media the document is styled for (the viewport, colour, resolution).
    public let environment: MediaEnvironment
    /// Sheets of the user origin: the reading settings.
    public let userSheets: [CSSStylesheet]
    /// The reader's font size factor: 2 doubles every font size, the publisher's px ones too.
    public let textZoom: Double
    /// Author-origin sheets of the reading system around the publisher's (`ReadiumSheets`):
    /// `authorBefore` precede the document's sheets, `authorAfter` follow them.
    public let authorBefore: [CSSStylesheet]
    public let authorAfter: [CSSStylesheet]

    public init(
        environment: MediaEnvironment, userSheets: [CSSStylesheet] = [], textZoom: Double = 1,
        authorBefore: [CSSStylesheet] = [], authorAfter: [CSSStylesheet] = []
    ) {
        self.environment = environment
        self.userSheets = userSheets
        self.textZoom = textZoom
        self.authorBefore = authorBefore
        self.authorAfter = authorAfter
    }

    /// The styled tree of `document`, with `authorSheets` in document order (linked and `<style>`
    /// sheets) and `defaultLanguage` for elements no `lang` covers.
    /// - Parameter fontMetrics: measures the fonts of `ex` and `ch` (nil: half an em each).
    public func style(
        _ document: DOMDocument, authorSheets: [CSSStylesheet], location: String,
        defaultLanguage: String? = nil, imageDimensions: (@Sendable (String) -> NaturalDimensions?)? = nil,
        fontMetrics: (any FontMetricsSource)? = nil
    ) -> StyledDocument {
        let tree = ElementTree(root: document.root, defaultLanguage: defaultLanguage)
        var index = SelectorIndex<MatchedRule>()
        let sheets =
            [CascadeSheet(origin: .userAgent, stylesheet: UserAgentStylesheet.stylesheet)]
            + userSheets.map { CascadeSheet(origin: .user, stylesheet: $0) }
            + (authorBefore + authorSheets + authorAfter).map { CascadeSheet(origin: .author, stylesheet: $0) }
        for sheet in sheets {
            for rule in sheet.stylesheet.styleRules(in: environment) {
                index.insert(rule.selectors, value: MatchedRule(origin: sheet.origin, declarations: rule.declarations))
            }
        }
        var walker = CascadeWalker(tree: tree, index: index, environment: environment, location: location, textZoom: textZoom)
        walker.imageDimensions = imageDimensions
        walker.fontMetrics = fontMetrics
        let root = walker.styleElement(0, parent: nil)
        let pageRules = authorSheets.flatMap { $0.pageRules(in: environment) }
        return StyledDocument(
            root: root, diagnostics: walker.diagnostics,
            pageMargins: PageMargins(pageRules, environment: environment),
            svgPresentation: walker.svgPresentation)
    }
}

/// A style rule's declarations and the origin of its sheet, attached to its selectors in the index.
struct MatchedRule: Sendable {
    let origin: CascadeOrigin
    let declarations: [CSSDeclaration]
}
