internal import CPangoCairo

/// Adding a publication's `@font-face` faces to a configuration (CSS Fonts 4 §4).
///
/// Each face is checked (and WOFF/WOFF2 unpacked) by FreeType, written to the configuration's
/// private folder, queried by fontconfig, and its pattern *renamed* to the CSS family with the
/// CSS descriptors' weight, slant and width before it joins the configuration's font set. So
/// the face answers to the name the book's CSS uses, even a name the pinned configuration
/// aliases (a book embedding "Georgia" gets its Georgia, not Noto Serif), and never to the
/// family name inside the file.
///
/// Not handled: `unicode-range` (the face covers all its characters; fontconfig's coverage
/// fallback still sends other characters to the next family); variable fonts render at their
/// default instance; a collection (TTC) contributes its first face.
extension FontConfiguration {
    /// What embedding found: the families added, the files rejected, and the folder holding them.
    struct Embedding {
        var families: [String] = []
        var rejected: [RejectedFontSource] = []
        var folder: FontFileFolder?
        /// The faces added, described for `FontConfiguration(path:planned:read:)` (nil: some
        /// cannot be; only made when planning).
        var plan: [PlannedFontFace]? = []
    }

    /// Adds `faces` to `fonts` (a configuration's system font set). The application set would
    /// be the obvious place, but fontconfig can only create it by scanning a file or folder, and
    /// `fonts.conf` rejects every file it does not pin (`<rejectfont><glob>*`).
    static func embed(_ faces: [EmbeddedFontFace], in fonts: UnsafeMutablePointer<FcFontSet>, planning: Bool = false) -> Embedding
    {
        var result = Embedding()
        let slots = lastFaceOfEachSlot(faces)
        guard !slots.isEmpty else { return result }
        let folder: FontFileFolder, library: FreeTypeLibrary
        do {
            folder = try FontFileFolder()
            library = try FreeTypeLibrary()
        } catch {
            result.rejected = slots.flatMap { face in face.sources.map { reject($0, of: face, "\(error)") } }
            result.plan = nil  // a failure of this machine's, not of the fonts: not to be remembered
            return result
        }
        for (index, face) in slots.enumerated() {
            for (number, source) in face.sources.enumerated() {
                do throws(FontFileProblem) {
                    let name = PlannedFontFace.fileName(slot: index, source: number)
                    let file = try folder.write(try library.sfnt(source.data), name: name)
                    let pattern = try add(file, describedAs: face, to: fonts, describing: planning && source.isFile)
                    result.families.append(face.family)
                    if let pattern {
                        result.plan?.append(PlannedFontFace(name: name, href: source.href, family: face.family, pattern: pattern))
                    } else {
                        result.plan = nil
                    }
                    break
                } catch {
                    result.rejected.append(reject(source, of: face, error.description))
                }
            }
        }
        result.folder = folder
        return result
    }

    /// CSS Fonts 4 §4: when several faces have the same family and descriptors, the last one
    /// defined is used. Keeps the order of first appearance so that the result is deterministic.
    static func lastFaceOfEachSlot(_ faces: [EmbeddedFontFace]) -> [EmbeddedFontFace] {
        var order: [String] = []
        var latest: [String: EmbeddedFontFace] = [:]
        for face in faces where !face.sources.isEmpty {
            if latest.updateValue(face, forKey: face.key) == nil { order.append(face.key) }
        }
        return order.compactMap { latest[$0] }
    }

    private static func reject(
        _ source: EmbeddedFontFace.Source, of face: EmbeddedFontFace, _ reason: String
    ) -> RejectedFontSource {
        RejectedFontSource(href: source.href, family: face.family, reason: reason)
    }

    /// Queries face 0 of `file`, renames it after `face` and adds it to `fonts`; with
    /// `describing`, returns the pattern as text (`PlannedFontFace.pattern`), nil if it has none.
    private static func add(
        _ file: String, describedAs face: EmbeddedFontFace, to fonts: UnsafeMutablePointer<FcFontSet>,
        describing: Bool
    ) throws(FontFileProblem) -> String? {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(file, 0, nil, &count) else {
            throw FontFileProblem("fontconfig cannot read it")
        }
        describe(pattern, as: face)
        let text = describing ? plannedDescription(of: pattern) : nil
        // The set owns the pattern once added.
        guard FcFontSetAdd(fonts, pattern) != 0 else {
            FcPatternDestroy(pattern)
            throw FontFileProblem("fontconfig could not add it (out of memory)")
        }
        return text
    }

    /// Replaces the names and style the font file gives itself by the `@font-face` ones: the
    /// family, and weight, slant and width from the descriptors (CSS Fonts 4 §4.1–4.5).
    static func describe(_ pattern: OpaquePointer, as face: EmbeddedFontFace) {
        let replaced = [
            FC_FAMILY, FC_FAMILYLANG, FC_STYLE, FC_STYLELANG, FC_FULLNAME, FC_FULLNAMELANG,
            FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_VARIABLE
        ]
        for object in replaced { FcPatternDel(pattern, object) }
        FcPatternAddString(pattern, FC_FAMILY, face.family)
        let lightest = FcWeightFromOpenTypeDouble(face.weight.lowerBound)
        let heaviest = FcWeightFromOpenTypeDouble(face.weight.upperBound)
        if lightest == heaviest {
            FcPatternAddDouble(pattern, FC_WEIGHT, lightest)
        } else if let range = FcRangeCreateDouble(lightest, heaviest) {
            FcPatternAddRange(pattern, FC_WEIGHT, range)
            FcRangeDestroy(range)
        }
        FcPatternAddInteger(pattern, FC_SLANT, slant(face.style))
        FcPatternAddDouble(pattern, FC_WIDTH, face.stretch)
        FcPatternAddBool(pattern, FC_VARIABLE, 0)
    }

    private static func slant(_ style: EmbeddedFontFace.Style) -> Int32 {
        switch style {
        case .normal: FC_SLANT_ROMAN
        case .italic: FC_SLANT_ITALIC
        case .oblique: FC_SLANT_OBLIQUE
        }
    }
}
