extension ParagraphSpec {
    /// The bytes of a window of about `characters` characters either side of `range`, widened
    /// to whole code points: what reading a few words around a place needs, however long the
    /// paragraph (a tap on a 5 MB paragraph reads a few hundred bytes, not the whole of it).
    func window(around range: Range<Int>, characters: Int) -> Range<Int> {
        let reach = max(256, characters * 16)
        return text.utf8.withContiguousBytes { bytes in
            var lower = max(0, min(range.lowerBound, bytes.count) - reach)
            var upper = min(bytes.count, max(range.upperBound, 0) + reach)
            while lower > 0, bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
            while upper < bytes.count, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
            return lower..<upper
        }
    }

    /// The document's text (`text(in:)`) of the last `characters` characters or so before byte
    /// `offset`, read from a window; `reachesStart` when it is all the text before `offset`.
    func text(before offset: Int, characters: Int) -> (text: String, reachesStart: Bool) {
        let lower = window(around: offset..<offset, characters: characters).lowerBound
        return (String(text(in: lower..<offset).suffix(characters)), lower == 0)
    }

    /// The document's text of the first `characters` characters or so from byte `offset`.
    func text(after offset: Int, characters: Int) -> String {
        let upper = window(around: offset..<offset, characters: characters).upperBound
        return String(text(in: offset..<upper).prefix(characters))
    }
}
