internal import CPangoCairo
import Foundation
import Testing

@testable import RRenderCairo

/// rrender's `fonts.conf` built without fontconfig's file globs gives the same fonts, in the
/// same order, as fontconfig's own `<selectfont>`; other configurations are left to fontconfig.
@Suite struct PinnedFontListTests {
    let path: String

    init() throws {
        path = try FontConfiguration.locate()
    }

    /// The files of a configuration's system font set, in order, with their patterns.
    private func fonts(selectingFiles: Bool) throws -> (config: OpaquePointer, fonts: [OpaquePointer]) {
        let (config, set) = try FontConfiguration.load(path, selectingFiles: selectingFiles)
        return (config, (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] })
    }

    @Test func theSameFontsInTheSameOrderAsFontconfigsSelection() throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let list = try #require(PinnedFontList(configuration: text))
        #expect(list.files.count == text.components(separatedBy: "<glob>/").count - 1)
        #expect(!list.configuration.contains("<selectfont>") && list.configuration.contains("<dir>"))
        let quick = try fonts(selectingFiles: true), standard = try fonts(selectingFiles: false)
        defer { FcConfigDestroy(quick.config); FcConfigDestroy(standard.config) }
        #expect(quick.fonts.count == standard.fonts.count && quick.fonts.count > 50)
        for (a, b) in zip(quick.fonts, standard.fonts) {
            #expect(FcPatternEqual(a, b) != 0)
        }
    }

    @Test(arguments: [
        "<fontconfig><selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont><glob>/a/*.ttf</glob></acceptfont></selectfont></fontconfig>",
        "<fontconfig><include>x.conf</include><selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont><glob>/a.ttf</glob></acceptfont></selectfont></fontconfig>",
        "<fontconfig><selectfont><acceptfont><glob>/a.ttf</glob></acceptfont></selectfont></fontconfig>",
        "<fontconfig><selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont><glob>/a.ttf</glob></acceptfont></selectfont><selectfont></selectfont></fontconfig>",
        "<fontconfig><selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont><glob>a.ttf</glob></acceptfont></selectfont></fontconfig>",
        "<fontconfig><selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont><pattern/></acceptfont></selectfont></fontconfig>",
        "<fontconfig><dir>/usr/share/fonts</dir></fontconfig>"
    ])
    func anyOtherSelectionIsLeftToFontconfig(_ text: String) {
        #expect(PinnedFontList(configuration: text) == nil)
    }

    @Test func commentsInTheSelectionAreSkipped() {
        let text =
            "<fontconfig><selectfont><!-- pinned --><rejectfont><glob>*</glob></rejectfont>"
            + "<acceptfont><!-- Latin --><glob>/f/a.ttf</glob>\n<glob>/f/b.ttf</glob></acceptfont></selectfont><match/></fontconfig>"
        #expect(PinnedFontList(configuration: text)?.files == ["/f/a.ttf", "/f/b.ttf"])
        #expect(PinnedFontList(configuration: text)?.configuration == "<fontconfig><match/></fontconfig>")
    }
}
