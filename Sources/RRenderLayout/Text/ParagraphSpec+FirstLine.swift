import RRenderStyle

extension ParagraphSpec {
    /// The paragraph with its bytes `0..<end` (the first line) in the `::first-line` style: the
    /// properties its rules set replace the runs' own, and its `text-transform` changes the case
    /// of those characters whose case change keeps their UTF-8 length (byte offsets stay valid).
    func styled(firstLine: FirstLineStyle, through end: Int) -> ParagraphSpec {
        var result = self
        let end = min(end, text.utf8.count)
        var runs: [TextRun] = []
        for run in self.runs {
            guard run.range.lowerBound < end, !run.isGenerated else {
                runs.append(run)
                continue
            }
            var head = run
            head.range = run.range.lowerBound..<min(run.range.upperBound, end)
            head.style = head.style.applying(firstLine)
            runs.append(head)
            if run.range.upperBound > end {
                var tail = run
                tail.range = end..<run.range.upperBound
                runs.append(tail)
            }
        }
        result.runs = runs
        if firstLine.properties.contains("text-transform"), firstLine.style.textTransform != .none {
            result.text = Self.transforming(text, through: end, firstLine.style.textTransform)
        }
        return result
    }

    private static func transforming(_ text: String, through end: Int, _ transform: TextTransform) -> String {
        var result = "", offset = 0, atWordStart = true
        for character in text {
            var out = String(character)
            if offset < end {
                switch transform {
                case .none: break
                case .uppercase: out = out.uppercased()
                case .lowercase: out = out.lowercased()
                case .capitalize: if atWordStart && character.isLetter { out = out.uppercased() }
                }
                if out.utf8.count != character.utf8.count { out = String(character) }
            }
            atWordStart = character.isWhitespace || (character.isPunctuation && character != "'" && character != "’")
            result += out
            offset += character.utf8.count
        }
        return result
    }
}

extension TextStyle {
    /// This style with the properties a `::first-line` rule sets.
    func applying(_ firstLine: FirstLineStyle) -> TextStyle {
        let style = firstLine.style, set = firstLine.properties
        var result = self
        if set.contains("font-family") { result.fontFamily = style.fontFamily }
        if set.contains("font-size") { result.fontSize = style.fontSize }
        if set.contains("font-size") || set.contains("line-height") {
            result.lineHeight = style.lineHeight.px(fontSize: style.fontSize)
        }
        if set.contains("font-weight") { result.fontWeight = style.fontWeight }
        if set.contains("font-style") { result.italic = style.fontStyle != .normal }
        if set.contains("font-variant") { result.smallCaps = style.smallCaps }
        if set.contains("color") { result.color = style.color }
        if set.contains("background-color") { result.backgroundColor = style.backgroundColor }
        if set.contains("letter-spacing") { result.letterSpacing = style.letterSpacing }
        if set.contains("word-spacing") { result.wordSpacing = style.wordSpacing }
        if set.contains("text-decoration-line") { result.decoration.formUnion(style.textDecoration) }
        return result
    }
}
