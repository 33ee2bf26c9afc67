import Foundation
import RRenderCore
import RRenderXML

/// Walks an element tree in document order, computing each element's style from its parent's.
struct CascadeWalker {
    let tree: ElementTree
    let index: SelectorIndex<MatchedRule>
    let environment: MediaEnvironment
    let location: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reportedProperties: Set<String> = []
    private var rootFontSize: Double = 16

    init(tree: ElementTree, index: SelectorIndex<MatchedRule>, environment: MediaEnvironment, location: String) {
        self.tree = tree
        self.index = index
        self.environment = environment
        self.location = location
    }

    /// The styled element `element` and its styled descendants.
    mutating func styleElement(_ element: Int, parent: ComputedStyle?) -> StyledElement {
        let dom = tree.element(element)
        var style = computedStyle(element, parent: parent ?? ComputedStyle.initial)
        if parent == nil {
            style.display = style.display == .none ? .none : .block // the root is always a block (CSS 2.1 §9.7)
            rootFontSize = style.fontSize
        } else if style.float != .none, style.display == .inline || style.display == .inlineBlock {
            style.display = .block // floats are blockified (CSS 2.1 §9.7)
        }
        var children: [StyledNode] = []
        if style.display != .none {
            var childIndex = tree.firstChild(of: element)
            for node in dom.children {
                switch node {
                case .text(let text):
                    children.append(.text(text))
                case .element:
                    guard let index = childIndex else { continue }
                    children.append(.element(styleElement(index, parent: style)))
                    childIndex = tree.nextSibling(of: index)
                }
            }
        }
        return StyledElement(element: dom, index: element, style: style, children: children)
    }

    private mutating func computedStyle(_ element: Int, parent: ComputedStyle) -> ComputedStyle {
        var style = parent.inheritingProperties()
        style.language = tree.language(of: element)
        let winners = cascadedValues(element)
        var context = ValueContext(fontSize: parent.fontSize, rootFontSize: rootFontSize,
                                   viewport: Size(width: environment.width, height: environment.height),
                                   parent: parent, color: parent.color)
        // font-size first (em in other properties), then color (currentcolor), then the rest.
        for name in ["font-size", "color"] {
            if let value = winners[name] { apply(name, value, to: &style, context: context) }
            context.fontSize = style.fontSize
            context.color = style.color
        }
        for (name, value) in winners where name != "font-size" && name != "color" {
            apply(name, value, to: &style, context: context)
        }
        return style
    }

    /// The winning declared value of each property for `element` (CSS Cascade 4 §6).
    private mutating func cascadedValues(_ element: Int) -> [String: [CSSComponentValue]] {
        var declared: [(CascadePriority, String, [CSSComponentValue])] = []
        for (order, hint) in PresentationalHints.declarations(for: tree.element(element)).enumerated() {
            declared.append((CascadePriority(origin: .author, important: false, fromStyleAttribute: false,
                                             specificity: .zero, order: -1000 + order), hint.0, hint.1))
        }
        for entry in index.matches(for: element, in: tree) where entry.selector.pseudoElement == nil {
            for declaration in entry.value.declarations {
                let priority = CascadePriority(origin: entry.value.origin, important: declaration.important,
                                               fromStyleAttribute: false, specificity: entry.selector.specificity, order: entry.order)
                declared.append((priority, declaration.name, declaration.value))
            }
        }
        if let attribute = tree.element(element).attribute("style") {
            let (declarations, problems) = CSSParser.parseStyleAttribute(attribute, location: "\(location):\(tree.element(element).line)")
            diagnostics += problems
            for declaration in declarations {
                declared.append((CascadePriority(origin: .author, important: declaration.important, fromStyleAttribute: true,
                                                 specificity: .zero, order: 0), declaration.name, declaration.value))
            }
        }
        declared.sort { $0.0 < $1.0 }
        var winners: [String: [CSSComponentValue]] = [:]
        for (_, name, value) in declared {
            let longhands = Shorthands.expand(name, value)
            if longhands.isEmpty { report("css.invalid-value", "invalid value for ‘\(name)’: \(value.cssText)") }
            for (longhand, longValue) in longhands where isValid(longhand, longValue) { winners[longhand] = longValue }
        }
        return winners
    }

    /// False, with a diagnostic, for an unknown property or a value it does not accept: such a
    /// declaration is dropped before the cascade, so an earlier valid one still applies
    /// (CSS Syntax 3 §5.4.6, the fallback pattern `width: 10px; width: calc(…)`).
    private mutating func isValid(_ name: String, _ value: [CSSComponentValue]) -> Bool {
        guard let property = PropertyRegistry.properties[name] else {
            if !name.hasPrefix("--"), !PropertyRegistry.acceptedButUnused.contains(name) {
                report("css.unknown-property", "property ‘\(name)’ is not supported")
            }
            return false
        }
        var scratch = ComputedStyle.initial
        let context = ValueContext(fontSize: 16, rootFontSize: 16, viewport: Size(width: environment.width, height: environment.height),
                                   parent: .initial, color: .black)
        guard Values.wideKeyword(value) != nil || property.compute(&scratch, value, context) else {
            report("css.invalid-value", "invalid value for ‘\(name)’: \(value.cssText)")
            return false
        }
        return true
    }

    /// Computes a declared value that `isValid` accepted.
    private func apply(_ name: String, _ value: [CSSComponentValue], to style: inout ComputedStyle, context: ValueContext) {
        guard let property = PropertyRegistry.properties[name] else { return }
        if let keyword = Values.wideKeyword(value) {
            let inherits = keyword == "inherit" || (keyword != "initial" && property.inherited)
            property.copy(&style, inherits ? context.parent : ComputedStyle.initial)
            return
        }
        _ = property.compute(&style, value, context)
    }

    /// One diagnostic per property and kind per document: a stylesheet repeats itself.
    private mutating func report(_ code: String, _ message: String) {
        guard reportedProperties.insert(code + message).inserted else { return }
        diagnostics.append(Diagnostic(code: code, message: message, severity: .info, location: location))
    }
}
