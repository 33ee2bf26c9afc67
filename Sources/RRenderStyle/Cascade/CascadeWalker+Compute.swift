import RRenderCore

extension CascadeWalker {
    /// The computed style from sorted `declared` values, inheriting from `parent`.
    mutating func computedStyle(_ declared: [Declared], element: Int, parent: ComputedStyle) -> ComputedStyle {
        var style = parent.inheritingProperties()
        style.language = tree.language(of: element)
        style.customProperties = customProperties(declared, inherited: parent.customProperties)
        let winners = cascadedValues(declared, customProperties: style.customProperties)
        var context = ValueContext(
            fontSize: parent.fontSize, rootFontSize: rootFontSize,
            viewport: Size(width: environment.width, height: environment.height),
            parent: parent, color: parent.color, textZoom: textZoom, imageDimensions: imageDimensions)
        context.fontMetrics = fontMetrics
        context.font = ValueContext.font(of: parent)
        // The font first (em, ex and ch in other properties; ex in font-size is the parent's
        // font's), then color (currentcolor), then the rest.
        for name in Self.computedFirst {
            if let value = winners[name] { apply(name, value, to: &style, context: context) }
            context.fontSize = style.fontSize
            context.color = style.color
        }
        context.font = ValueContext.font(of: style)
        for (name, value) in winners where !Self.computedFirst.contains(name) {
            apply(name, value, to: &style, context: context)
        }
        return style
    }

    /// The properties other values depend on, in the order they are computed.
    static let computedFirst = ["font-family", "font-style", "font-weight", "font-size", "color"]

    /// The element's custom properties: the inherited ones with its own declarations on top,
    /// each with its `var()` references substituted (a cycle or unknown reference drops it).
    private func customProperties(
        _ declared: [Declared], inherited: [String: [CSSComponentValue]]
    ) -> [String: [CSSComponentValue]] {
        var own: [String: [CSSComponentValue]] = [:]
        for declaration in declared where declaration.name.hasPrefix("--") { own[declaration.name] = declaration.value }
        guard !own.isEmpty else { return inherited }
        var result = inherited.merging(own) { _, new in new }
        for (name, value) in own where CustomProperties.containsVariable(value) {
            result[name] = CustomProperties.substitute(value, in: result, budget: substitutionBudget)
        }
        return result
    }

    /// The winning value of each longhand: declarations in cascade order, `var()` substituted,
    /// shorthands expanded, invalid ones dropped.
    private mutating func cascadedValues(
        _ declared: [Declared], customProperties: [String: [CSSComponentValue]]
    ) -> [String: [CSSComponentValue]] {
        var winners: [String: [CSSComponentValue]] = [:]
        for declaration in declared where !declaration.name.hasPrefix("--") {
            var value = declaration.value
            if CustomProperties.containsVariable(value) {
                guard let substituted = CustomProperties.substitute(value, in: customProperties, budget: substitutionBudget)
                else {
                    // Invalid at computed-value time: the property is as if `unset` (CSS Variables 1 §3.1).
                    for (longhand, _) in Shorthands.expand(declaration.name, [.token(.ident("unset"))]) {
                        winners[longhand] = [.token(.ident("unset"))]
                    }
                    continue
                }
                value = substituted
            }
            let longhands = Shorthands.expand(declaration.name, value)
            if longhands.isEmpty { report("css.invalid-value", "invalid value for ‘\(declaration.name)’: \(value.cssText)") }
            for (longhand, longValue) in longhands where isValid(longhand, longValue) {
                // `-rrender-zero-unless-auto` keeps an `auto` margin that would lose to it.
                if longhand.hasPrefix("margin-"), let previous = winners[longhand], CSSValues.keyword(previous) == "auto",
                    CSSValues.keyword(longValue) == PropertyRegistry.zeroUnlessAuto
                {
                    continue
                }
                winners[longhand] = longValue
            }
        }
        return winners
    }

    /// Computes a declared value that `isValid` accepted; one that only fails after `var()`
    /// substitution behaves as `unset`.
    private func apply(_ name: String, _ value: [CSSComponentValue], to style: inout ComputedStyle, context: ValueContext) {
        guard let property = PropertyRegistry.properties[name] else { return }
        if let keyword = Values.wideKeyword(value) {
            let inherits = keyword == "inherit" || (keyword != "initial" && property.inherited)
            property.copy(&style, inherits ? context.parent : ComputedStyle.initial)
            return
        }
        if !property.compute(&style, value, context) {
            property.copy(&style, property.inherited ? context.parent : ComputedStyle.initial)
        }
    }
}
