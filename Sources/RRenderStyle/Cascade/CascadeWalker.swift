import Foundation
import RRenderCore
import RRenderXML

/// What decides the style of an element without hints, `style` attribute or variables: its
/// parent's style (stored once per distinct style, so its identity is its value), its language
/// and the rules matching it, by order.
struct MatchedStyleKey: Hashable {
    /// Held, so that its identity is never another style's.
    let parent: SharedStyle
    let language: String?
    let rules: [Int]

    static func == (a: Self, b: Self) -> Bool { a.parent === b.parent && a.language == b.language && a.rules == b.rules }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(parent))
        hasher.combine(language)
        hasher.combine(rules)
    }
}

/// Walks an element tree in document order, computing each element's style from its parent's,
/// with its `::before`, `::after`, `::first-letter` and `::first-line` pseudo-elements.
struct CascadeWalker {
    let tree: ElementTree
    let index: SelectorIndex<MatchedRule>
    let environment: MediaEnvironment
    let location: String
    var diagnostics: [Diagnostic] = []
    var reportedProblems: Set<String> = []
    var rootFontSize: Double
    /// The reader's font size factor (see `ValueContext.textZoom`).
    let textZoom: Double
    /// The natural dimensions of a background picture by resolved href (see
    /// `ValueContext.imageDimensions`).
    var imageDimensions: (@Sendable (String) -> NaturalDimensions?)?
    /// Measures fonts for `ex` and `ch`; nil: half an em each.
    var fontMetrics: (any FontMetricsSource)?
    /// Each distinct computed style of the document, stored once.
    private var styles: [ComputedStyle: SharedStyle] = [:]
    /// The style of elements whose style only their matching rules, parent style and language
    /// decide (`declarationsAndRules`): the siblings and cousins styled alike (most paragraphs
    /// of a chapter) are computed once. Hashing the rule orders costs a fraction of computing
    /// a style and hashing it into `styles`, which a third of a markup-heavy chapter's CPU went to.
    private var matchedStyles: [MatchedStyleKey: SharedStyle] = [:]
    /// The page's declarations for SVG elements, as style text by element index (`SVGPresentation`).
    var svgPresentation: [Int: String] = [:]
    /// What `var()` substitution may still produce in this document.
    let substitutionBudget = CustomProperties.Budget()
    /// The counters in scope (CSS 2.1 §12.4), and the depth of the element being styled (the
    /// root is 1).
    var counters = CounterScopes()
    var depth = 0
    /// How many quotations `open-quote` has opened and `close-quote` not yet closed (§12.3.2).
    var quoteDepth = 0

    init(
        tree: ElementTree, index: SelectorIndex<MatchedRule>, environment: MediaEnvironment, location: String,
        textZoom: Double = 1
    ) {
        self.textZoom = textZoom
        rootFontSize = 16 * textZoom
        self.tree = tree
        self.index = index
        self.environment = environment
        self.location = location
    }

    /// The styled element `element` and its styled descendants.
    ///
    /// Recursive, one level per element of the document (libxml2 stops at depth 256): the
    /// work with whole `ComputedStyle` values (about half a kilobyte each, and a debug build
    /// keeps every temporary) happens in `startElement` and `finishElement`, never inlined, so
    /// each level's own frame holds only references and a 256-deep chapter fits a thread's stack.
    mutating func styleElement(_ element: Int, parent: SharedStyle?) -> StyledElement {
        let start = startElement(element, parent: parent)
        guard !start.isNone else {
            return StyledElement(element: tree.element(element), index: element, sharedStyle: start.style, children: [])
        }
        // In document order: the element's counters, its ::before, its children, its ::after.
        depth += 1
        let before = generatedElement(.before, declared: start.declared, host: element, hostStyle: start.style)
        let children = styledChildren(of: element, style: start.style)
        let after = generatedElement(.after, declared: start.declared, host: element, hostStyle: start.style)
        counters.leaveChildren(of: depth)
        depth -= 1
        return finishElement(element, start: start, before: before, after: after, children: children)
    }

    /// What styling an element finds before its children: its shared style and declarations.
    private struct ElementStart {
        let style: SharedStyle
        let declared: [PseudoElement?: [Declared]]
        let isNone: Bool
    }

    @inline(never)
    private mutating func startElement(_ element: Int, parent sharedParent: SharedStyle?) -> ElementStart {
        let dom = tree.element(element)
        let (declared, rules) = declarationsAndRules(for: element)
        var key: MatchedStyleKey?
        if let sharedParent, let rules, dom.namespace != Namespace.svg {
            key = MatchedStyleKey(parent: sharedParent, language: tree.language(of: element), rules: rules)
        }
        if let key, let known = matchedStyles[key] {
            let style = known.value
            if style.display != .none {
                counters.apply(reset: style.counterReset, increment: style.counterIncrement, depth: depth + 1)
            }
            return ElementStart(style: known, declared: declared, isNone: style.display == .none)
        }
        let parent = sharedParent?.value
        var style = computedStyle(declared[nil] ?? [], element: element, parent: parent ?? initialStyle)
        if let parent, parent.opacity < 1 { style.effects.opacity *= parent.opacity }
        if dom.namespace == Namespace.svg, let text = SVGPresentation.styleText(declared[nil] ?? []) {
            svgPresentation[element] = text
        }
        if parent == nil {
            style.display = style.display == .none ? .none : .block  // the root is always a block (CSS 2.1 §9.7)
            rootFontSize = style.fontSize
        } else {
            let specified = style.display
            style.display = Self.blockified(style)
            style.wasInlineLevel = style.position.isOutOfFlow && specified.isInlineLevel
            // An absolutely positioned box does not float (CSS 2.1 §9.7).
            if style.position.isOutOfFlow { style.float = .none }
        }
        // An element not displayed neither resets nor increments a counter (§12.4.3).
        if style.display != .none {
            counters.apply(reset: style.counterReset, increment: style.counterIncrement, depth: depth + 1)
        }
        let stored = shared(style)
        if let key { matchedStyles[key] = stored }
        return ElementStart(style: stored, declared: declared, isNone: style.display == .none)
    }

    /// The element with its children and its pseudo-elements.
    @inline(never)
    private mutating func finishElement(
        _ element: Int, start: ElementStart, before: StyledElement?, after: StyledElement?,
        children styled: [StyledNode]
    ) -> StyledElement {
        let dom = tree.element(element), declared = start.declared, style = start.style.value
        var children = styled
        if let before { children.insert(.element(before), at: 0) }
        if let after { children.append(.element(after)) }
        if let rules = declared[.firstLetter], !rules.isEmpty {
            children = FirstLetter.split(children, hostStyle: style, host: dom, index: element) { parent in
                computedStyle(rules, element: element, parent: parent)
            }
        }
        var firstLine: FirstLineStyle?
        if let rules = declared[.firstLine], !rules.isEmpty {
            let properties = rules.flatMap { Shorthands.expand($0.name, $0.value).map(\.0) }
            firstLine = FirstLineStyle(style: computedStyle(rules, element: element, parent: style), properties: Set(properties))
        }
        return StyledElement(element: dom, index: element, sharedStyle: start.style, children: children, firstLine: firstLine)
    }

    /// The root's parent: the initial style, its font size zoomed.
    private var initialStyle: ComputedStyle {
        var style = ComputedStyle.initial
        style.fontSize *= textZoom
        return style
    }

    /// The stored copy of `style`.
    private mutating func shared(_ style: ComputedStyle) -> SharedStyle {
        if let known = styles[style] { return known }
        let made = SharedStyle(style)
        styles[style] = made
        return made
    }

    private mutating func styledChildren(of element: Int, style: SharedStyle) -> [StyledNode] {
        var children: [StyledNode] = []
        var childIndex = tree.firstChild(of: element)
        for node in tree.element(element).children {
            switch node {
            case .text(let text):
                children.append(.text(text))
            case .element:
                guard let index = childIndex else { continue }
                children.append(.element(styleElement(index, parent: style)))
                childIndex = tree.nextSibling(of: index)
            }
        }
        return children
    }

    /// Floated and absolutely positioned elements are blockified (CSS 2.1 §9.7).
    static func blockified(_ style: ComputedStyle) -> Display {
        guard style.float != .none || style.position.isOutOfFlow else { return style.display }
        switch style.display {
        case .inline, .inlineBlock, .tableRow, .tableCell, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup,
            .tableCaption, .tableColumn, .tableColumnGroup:
            return .block
        case .inlineTable: return .table
        default: return style.display
        }
    }

    /// The `::before` or `::after` of `host`, when a rule gives it a `content` (CSS 2.1 §12.1):
    /// a child of `host`, so its counters are made at the children's depth.
    @inline(never)
    private mutating func generatedElement(
        _ pseudo: PseudoElement, declared: [PseudoElement?: [Declared]], host: Int,
        hostStyle shared: SharedStyle
    ) -> StyledElement? {
        guard let rules = declared[pseudo], !rules.isEmpty else { return nil }
        let hostStyle = shared.value
        var style = computedStyle(rules, element: host, parent: hostStyle)
        style.display = Self.blockified(style)
        guard case .items(let items) = style.content, style.display != .none else { return nil }
        counters.apply(reset: style.counterReset, increment: style.counterIncrement, depth: depth + 1)
        let dom = tree.element(host)
        let text = items.map { generatedText($0, of: dom, quotes: style.quotes) }.joined()
        let element = DOMElement(
            name: "::" + pseudo.rawValue, namespace: nil, attributes: [], children: [.text(text)], line: dom.line)
        return StyledElement(element: element, index: host, style: style, children: [.text(text)], isGenerated: true)
    }

    /// The text of one item of a `content` value, in document order: quotes change the depth
    /// of quotation, counters are read where the item stands (CSS 2.1 §12.3, §12.4).
    private mutating func generatedText(_ item: ContentItem, of dom: DOMElement, quotes: [QuotePair]) -> String {
        func pair(_ level: Int) -> QuotePair? { quotes.isEmpty ? nil : quotes[min(level, quotes.count - 1)] }
        switch item {
        case .string(let string): return string
        case .attribute(let name): return dom.attribute(name) ?? ""
        case .openQuote:
            defer { quoteDepth += 1 }
            return pair(quoteDepth)?.open ?? ""
        case .closeQuote:
            guard quoteDepth > 0 else { return "" }
            quoteDepth -= 1
            return pair(quoteDepth)?.close ?? ""
        case .noOpenQuote:
            quoteDepth += 1
            return ""
        case .noCloseQuote:
            quoteDepth = max(0, quoteDepth - 1)
            return ""
        case .counter(let name, let style):
            return CounterText.text(counters.value(name), style: style)
        case .counters(let name, let separator, let style):
            return counters.values(name).map { CounterText.text($0, style: style) }.joined(separator: separator)
        }
    }

    /// One diagnostic per problem per document: a stylesheet repeats itself.
    mutating func report(_ code: String, _ message: String) {
        guard reportedProblems.insert(code + message).inserted else { return }
        diagnostics.append(Diagnostic(code: code, message: message, severity: .info, location: location))
    }
}
