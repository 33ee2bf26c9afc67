import Testing

@testable import RRenderCore

struct LegacyEncodingTests {
    @Test(arguments: [
        ("shift_jis", [0x95, 0xBD, 0x98, 0x61] as [UInt8], "平和"),
        ("Big5", [0xA5, 0xAD, 0xA9, 0x4D], "平和"),
        ("gb2312", [0xC6, 0xBD, 0xBA, 0xCD], "平和"),
        ("EUC-KR", [0xC6, 0xF2, 0xC8, 0xAD], "평화"),
        ("koi8-r", [0xED, 0xC9, 0xD2], "Мир"),
        ("iso-8859-5", [0xBC, 0xD8, 0xE0], "Мир"),
        ("windows-1251", [0xCC, 0xE8, 0xF0], "Мир"),
        ("iso-2022-jp", [0x1B, 0x24, 0x42, 0x4A, 0x3F, 0x4F, 0x42, 0x1B, 0x28, 0x42, 0x61], "平和a")
    ])
    func decodesTheLabelledEncoding(label: String, bytes: [UInt8], text: String) {
        #expect(LegacyEncoding.decode(bytes, label: label) == text)
    }

    @Test func anInvalidSequenceIsOneReplacementCharacterAndDecodingGoesOn() {
        // 0x80 is no Shift_JIS lead byte; 0x95 at the end starts a character that never comes.
        #expect(LegacyEncoding.decode([0x61, 0x80, 0x62, 0x95], label: "shift_jis") == "a\u{FFFD}b\u{FFFD}")
    }

    @Test func labelsAreTheEncodingStandards() {
        #expect(LegacyEncoding.iconvName(" Shift-JIS ") == "CP932")
        #expect(LegacyEncoding.iconvName("big5") == "BIG5-HKSCS")
        #expect(LegacyEncoding.iconvName("utf-8") == nil)
        #expect(LegacyEncoding.decode([0x61], label: "no-such-encoding") == nil)
        #expect(LegacyEncoding.decode([0x61], label: "ISO-8859-5//TRANSLIT") == nil)
    }
}
