import RRenderCore
import RRenderXML

/// A node of the styled tree the cascade produces: an element with its computed style, or text
/// (which takes the style of its parent element).
public enum StyledNode: Sendable {
    case element(StyledElement)
    case text(String)
}

/// An element with its computed style and styled children. Elements with `display: none` are
/// kept (their id may still be a link target) but their children are not styled.
public final class StyledElement: Sendable {
    public let element: DOMElement
    /// The element's index in document order (its `ElementTree` index), for source mapping.
    public let index: Int
    /// The computed style.
    @inlinable public var style: ComputedStyle { sharedStyle.value }
    /// The computed style as stored: the cascade gives every element of a document whose style
    /// comes out equal the same `SharedStyle` (a `ComputedStyle` is about 460 bytes, and a
    /// chapter of MathML has tens of thousands of elements in a handful of styles).
    public let sharedStyle: SharedStyle
    public let children: [StyledNode]
    /// True for `::before` and `::after`: their text is generated, not the document's.
    public let isGenerated: Bool
    /// The style of the element's first formatted line, when rules give it one.
    public var firstLine: FirstLineStyle? { firstLineBox?.value }
    /// Boxed: few elements have one, and a `FirstLineStyle` inline would double the size of
    /// every styled element (a `ComputedStyle` is about 460 bytes).
    private let firstLineBox: Box<FirstLineStyle>?

    public convenience init(
        element: DOMElement, index: Int, style: ComputedStyle, children: [StyledNode],
        isGenerated: Bool = false, firstLine: FirstLineStyle? = nil
    ) {
        self.init(
            element: element, index: index, sharedStyle: SharedStyle(style), children: children,
            isGenerated: isGenerated, firstLine: firstLine)
    }

    public init(
        element: DOMElement, index: Int, sharedStyle: SharedStyle, children: [StyledNode], isGenerated: Bool = false,
        firstLine: FirstLineStyle? = nil
    ) {
        self.element = element
        self.index = index
        self.sharedStyle = sharedStyle
        self.children = children
        self.isGenerated = isGenerated
        self.firstLineBox = firstLine.map(Box.init)
    }

    /// The local name of the element (`p`, `img`…).
    public var name: String { element.name }

    /// True for an element whose content is not text laid out in boxes: a picture, a media
    /// element, a plug-in, a form control, a formula.
    public var isReplaced: Bool { Self.replacedNames.contains(name) }

    private static let replacedNames: Set<String> = [
        "img", "svg", "video", "audio", "canvas", "object", "embed", "iframe", "input", "math"
    ]
}

/// A computed style stored once for the elements that share it.
public final class SharedStyle: Sendable {
    public let value: ComputedStyle

    public init(_ value: ComputedStyle) {
        self.value = value
    }
}

/// An immutable value kept out of line.
private final class Box<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}

/// The `::first-line` of an element (CSS Pseudo-Elements 4 §2.1): the style its rules compute,
/// and which (longhand) properties they set. Layout applies those to the first line's text.
public struct FirstLineStyle: Sendable {
    public let style: ComputedStyle
    public let properties: Set<String>

    public init(style: ComputedStyle, properties: Set<String>) {
        self.style = style
        self.properties = properties
    }
}

/// A styled document: the root element's styled tree and what the cascade had to forgive.
public struct StyledDocument: Sendable {
    public let root: StyledElement
    public let diagnostics: [Diagnostic]
    /// The margins the document's `@page` rules ask for.
    public let pageMargins: PageMargins

    /// The page's CSS for SVG elements, as `style` text by element index: librsvg draws an
    /// inline SVG without the page's sheets (see `SVGPresentation`).
    public let svgPresentation: [Int: String]

    public init(
        root: StyledElement, diagnostics: [Diagnostic], pageMargins: PageMargins = .none,
        svgPresentation: [Int: String] = [:]
    ) {
        self.root = root
        self.diagnostics = diagnostics
        self.pageMargins = pageMargins
        self.svgPresentation = svgPresentation
    }

    /// The `body` element, or the root when there is none.
    public var body: StyledElement {
        for case .element(let child) in root.children where child.name == "body" { return child }
        return root
    }

    /// The colour of the page: the root's background, else the body's (CSS 2.1 §14.2 propagation).
    public var canvasBackground: Color? {
        if !root.style.backgroundColor.isTransparent { return root.style.backgroundColor }
        let body = self.body
        return body.style.backgroundColor.isTransparent ? nil : body.style.backgroundColor
    }
}
