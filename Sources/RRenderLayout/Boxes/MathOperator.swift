import RRenderStyle
import RRenderXML

/// The space MathML puts around an `<mo>`, from a small part of its operator dictionary
/// (MathML Core §3.2.4.1, Appendix B): none around fences, a thin space after separators, a
/// thick space around relations, a medium space around other operators, and none for one in
/// prefix form (first in its row, or after another operator: "= −x"). Given as horizontal margins, which
/// the inline box of the operator turns into spacing on the line.
enum MathOperator {
    private static let fences: Set<String> = ["(", ")", "[", "]", "{", "}", "|", "‖", "⟨", "⟩", "〈", "〉", "⌈", "⌉", "⌊", "⌋"]
    private static let separators: Set<String> = [",", ";"]
    private static let relations: Set<String> = [
        "=", "<", ">", "≤", "≥", "≠", "∈", "∉", "⊂", "⊆", "⊃", "⊇", "→", "←", "↔",
        "⇒", "⇐", "⇔", "↦", "≈", "≡", "∼", "≃", "≅", "∝", ":", "∣"
    ]
    private static let quiet: Set<String> = ["…", "⋯", "⋮", "⋱", "′", "″", ".", "¯", "ˆ", "˜"]

    /// True for a MathML `<mo>`.
    static func isOperator(_ element: StyledElement) -> Bool {
        element.name == "mo" && element.element.namespace == Namespace.mathML
    }

    /// `element`'s style with the margins of its operator form in `parent`'s row.
    static func spaced(_ element: StyledElement, in parent: StyledElement) -> ComputedStyle {
        var siblings: [StyledElement] = []
        for case .element(let sibling) in parent.children where !sibling.isGenerated { siblings.append(sibling) }
        let index = siblings.firstIndex { $0 === element }
        let isPrefix = index.map { $0 == 0 || isOperator(siblings[$0 - 1]) } ?? false
        var style = element.style
        let text = element.element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        let em = style.fontSize
        let (left, right): (Double, Double)
        if fences.contains(text) || quiet.contains(text) || element.element.attribute("fence") == "true" {
            (left, right) = (0, 0)
        } else if separators.contains(text) || element.element.attribute("separator") == "true" {
            (left, right) = (0, 0.1667)
        } else if relations.contains(text) {
            (left, right) = (0.2778, 0.2778)
        } else if isPrefix {
            (left, right) = (0, 0)
        } else {
            (left, right) = (0.2222, 0.2222)
        }
        style.margin.left = .px(left * em)
        style.margin.right = .px(right * em)
        return style
    }
}
