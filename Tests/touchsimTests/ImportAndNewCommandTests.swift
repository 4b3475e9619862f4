import Foundation
import Testing
import TouchSimReplay

@Suite("touchsim import recursive-description and storyboard, touchsim new (docs/format.md §4.10, §4.11, §4.15)")
struct ImportAndNewCommandTests {
    private let dump = """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>
           | <UITableView: 0x7f02; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2000}>
           |    | <UITableViewWrapperView: 0x7f03; frame = (0 0; 390 2000); contentOffset: {0, 0}; contentSize: {390, 2000}>
           |    |    | <UITableViewCell: 0x7f04; frame = (0 0; 390 44); layer = <CALayer: 0x6004>>
           |    |    |    | <UIButton: 0x7f05; frame = (300 0; 80 44); opaque = NO; layer = <CALayer: 0x6005>>
        this is not a view
        """

    @Test("import writes the scenario to -o FILE and warnings to stderr; with events added it replays")
    func importToFile() throws {
        let workspace = try Workspace()
        try workspace.write("dump.txt", dump)
        let result = try workspace.touchsim("import", "recursive-description", "dump.txt", "-o", "table.json")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "dump.txt:7:1: warning: not a line of recursiveDescription; ignored: \"this is not a view\"\n")
        let scenario = try #require(workspace.read("table.json"))
        #expect(scenario.contains("\"ios\": \"8.0\""))
        try workspace.write(
            "tap.json",
            scenario.replacingOccurrences(of: "\"events\": []", with: "\"events\": [{\"t\": 0, \"tap\": \"button\"}]"))
        let replay = try workspace.touchsim("replay", "tap.json")
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("tableView.wrapper touchesShouldBegin(button) = true"))
    }

    @Test("import reads standard input and takes --ios")
    func importFromStandardInput() throws {
        let workspace = try Workspace()
        let result = try workspace.touchsim("import", "recursive-description", "-", "--ios", "10.3", input: dump)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\n  \"touchsim\": 1,\n  \"name\": \"Imported from <stdin>\""))
        #expect(result.stdout.contains("\"ios\": \"10.3\""))
    }

    @Test("import of a text without a view exits 2 and writes nothing")
    func importNothing() throws {
        let workspace = try Workspace()
        try workspace.write("empty.txt", "(lldb) po view\nnil\n")
        let result = try workspace.touchsim("import", "recursive-description", "empty.txt", "-o", "out.json")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("empty.txt:1:1: error: no view found"))
        #expect(workspace.read("out.json") == nil)
    }

    @Test("new writes a starter scenario that replays, and never replaces a file")
    func new() throws {
        let workspace = try Workspace()
        #expect(try workspace.touchsim("new", "-o", "start.json").status == 0)
        let replay = try workspace.touchsim("replay", "start.json")
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("control    buy touchUpInside"))
        let again = try workspace.touchsim("new", "-o", "start.json")
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists"))
        #expect(try workspace.touchsim("new").stdout == workspace.read("start.json"))
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <scenes>
                <!--Feed-->
                <scene sceneID="s">
                    <objects>
                        <viewController storyboardIdentifier="feed" id="vc" customClass="FeedViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="buy">
                                        <rect key="frame" x="20" y="100" width="160" height="44"/>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="buyButton" destination="buy" id="o"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(
        "import storyboard writes the scene to -o FILE, lists scenes, and the scenario replays (docs/format.md §4.15)")
    func importStoryboard() throws {
        let workspace = try Workspace()
        try workspace.write("Main.storyboard", storyboard)
        let list = try workspace.touchsim("import", "storyboard", "Main.storyboard", "--list-scenes")
        #expect(list.status == 0)
        #expect(list.stdout == "vc  FeedViewController  storyboardIdentifier=feed  title=\"Feed\"  initial\n")
        let result = try workspace.touchsim(
            "import", "storyboard", "Main.storyboard", "--scene", "feed", "-o", "feed.json")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let scenario = try #require(workspace.read("feed.json"))
        try workspace.write(
            "tap.json",
            scenario.replacingOccurrences(
                of: "\"events\": []", with: "\"events\": [{\"t\": 0, \"tap\": \"buyButton\"}]"))
        let replay = try workspace.touchsim("replay", "tap.json")
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("control    buyButton touchUpInside"))
    }

    @Test(
        "import storyboard of bad XML exits 2 with FILE:LINE:COLUMN and writes nothing; --scene is not an option of the dump import"
    )
    func importStoryboardErrors() throws {
        let workspace = try Workspace()
        try workspace.write("Bad.storyboard", storyboard.replacingOccurrences(of: "</button>", with: "</label>"))
        let result = try workspace.touchsim("import", "storyboard", "Bad.storyboard", "-o", "out.json")
        #expect(result.status == 2)
        #expect(result.stderr == "Bad.storyboard:13:29: error: </label> where </button> was expected\n")
        #expect(workspace.read("out.json") == nil)
        let usage = try workspace.touchsim("import", "recursive-description", "dump.txt", "--scene", "x")
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("'--scene' is an option of 'import storyboard'"))
    }
}
