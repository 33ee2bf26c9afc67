extension String {
    /// This string without leading and trailing white space (Unicode White_Space).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Every run of white space replaced by one space, then trimmed (EPUB 3.3 nav labels, titles).
    public func collapsingWhitespace() -> String {
        var out = ""
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                out.unicodeScalars.append(scalar)
                pendingSpace = false
            }
        }
        return out
    }
}
