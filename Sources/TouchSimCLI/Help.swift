import TouchSimReader
import TouchSimReplay

/// The texts of `touchsim --help`, `touchsim help COMMAND` and `touchsim COMMAND --help`.
enum Help {
    static let version = "touchsim 0.1.0"

    static func text(_ topic: HelpTopic) -> String {
        switch topic {
        case .overview: return overview
        case .replay: return replay
        case .test: return test
        case .expand: return expand
        case .render: return render
        case .why: return why
        case .importDump: return importDump
        case .new: return new
        case .fix: return fix
        case .completions: return completions
        case .schema: return schema
        }
    }

    private static let overview = """
        \(version): replays recorded touch traces through a model of UIKit's touch arbitration.

        USAGE
          touchsim replay FILE|- [--format text|jsonl|chrome-trace] [--explain] [--set ID.KEY=VALUE]...
                         [--expect FILE] [--sample-rate HZ]
          touchsim test [PATH...] [--update [--force]] [--allow-empty] [--jobs N] [--shard I/N]
                        [--junit FILE] [--set ID.KEY=VALUE]...
          touchsim expand FILE|- [--sample-rate HZ]
          touchsim render FILE|- -o OUT.html [--set ID.KEY=VALUE]...
          touchsim why FILE|- ID [--set ID.KEY=VALUE]...
          touchsim import recursive-description DUMP|- [-o FILE] [--ios X.Y] [--dump N]
          touchsim import storyboard FILE|- [--scene SCENE] [--list-scenes] [-o FILE] [--ios X.Y]
          touchsim new [-o FILE]
          touchsim fix FILE... [--want EXPECTATION]... [--max-changes N] [--format text|jsonl] [--jobs N]
                       [--explain-probes]
          touchsim completions bash|zsh|fish
          touchsim schema
          touchsim --help | help [COMMAND] | help --man
          touchsim --version

        COMMANDS
          replay   replay one scenario and print what UIKit does, in order
          test     replay every scenario under PATH and compare it with its expected output
          expand   print a scenario with its gestures by name written out as raw events
          render   draw a replay as one self-contained HTML page: scene, fingers, timeline
          why      say what happened to one view or recognizer, and why, in sentences
          import   make a scenario from a view dump or a storyboard or xib scene
          new      write a commented starter scenario
          fix      find the smallest configuration changes that make the traces meet expectations
          completions
                   print a completion script for bash, zsh or fish
          schema   print the JSON Schema of scenario files, for editors and validators

        Run 'touchsim help COMMAND' for a command's options.

        EXIT STATUS
          0  success
          1  a golden mismatch (test, replay --expect); no fix found (fix)
          2  a usage error or invalid input (the diagnostic is on standard error)

        """

    private static let replay = """
        USAGE: touchsim replay FILE|- [OPTIONS]

        Replays the scenario FILE ('-' reads standard input; a 'tree' path is then relative to
        the current directory) and prints one line per thing UIKit does, in order. Invalid input
        prints FILE:LINE:COLUMN: error: ... on standard error, nothing on standard output, and
        exits 2; warnings go to standard error and do not change the exit status.

        OPTIONS
          --format FORMAT       text (default): aligned lines for people and golden files;
                                jsonl: one JSON object per line, for scripts;
                                chrome-trace: Trace Event Format JSON for Perfetto
                                (ui.perfetto.dev) and chrome://tracing
          --set ID.KEY=VALUE    set KEY of the view or recognizer ID, as if the scenario said
                                so; repeatable
          --expect FILE         instead of printing the output, compare it with FILE; on a
                                difference print the diff and exit 1
          --sample-rate HZ      samples per second of gestures by name (1 to 1000), in place
                                of the scenario's sampleRate (default 120)
          --explain             follow each line with why it happened and the rule of
                                docs/model.md (text: a 'because' line; jsonl: a 'why' key)
          -h, --help            show this help

        EXAMPLES
          touchsim replay traces/seeds/button-in-scroll-view-quick-tap.json
          touchsim replay screen.json --explain
          touchsim replay screen.json --set feed.delaysContentTouches=false --expect screen.expected
          touchsim replay screen.json --format chrome-trace > screen.trace.json
          cat screen.json | touchsim replay - --format jsonl

        """

    private static let test = """
        USAGE: touchsim test [PATH...] [OPTIONS]

        Replays every scenario under each PATH (default: traces) and compares its text output
        with the expected file beside it: x.json with x.expected. Scenarios are the *.json files
        found recursively, except *.tree.json and anything under a directory named trees. An
        x.expected without its x.json is reported as stale; a missing x.expected fails with the
        command that records it. Nothing is written without --update. The last line is
        'N passed, N failed' (', N skipped' added when --set skipped scenarios).

        OPTIONS
          --update            write each expected file that differs or is missing (atomically);
                              files that already match are not touched
          --force             allow --update although CI is set in the environment
          --allow-empty       accept a PATH that holds no scenario (without it, exit 2: a
                              mistyped path must not pass as an empty run)
          --jobs N            replay up to N scenarios at once (default: the number of cores)
          --shard I/N         run only shard I of N (I from 1 to N): a case is in the shard its
                              path hashes to, so every case is in exactly one shard; give every
                              shard the same PATHs
          --junit FILE        also write a JUnit XML report to FILE
          --set ID.KEY=VALUE  set KEY of the view or recognizer ID in every scenario that has ID;
                              the others are skipped; repeatable
          -h, --help          show this help

        ENVIRONMENT (Bazel's test protocol)
          TEST_TOTAL_SHARDS, TEST_SHARD_INDEX
                              run shard TEST_SHARD_INDEX (from 0) of TEST_TOTAL_SHARDS, unless
                              --shard is given
          TEST_SHARD_STATUS_FILE
                              touched, to tell Bazel that sharding is supported
          XML_OUTPUT_FILE     the JUnit report's path, unless --junit is given
          CI                  when set and not empty, --update needs --force

        EXAMPLES
          touchsim test
          touchsim test traces/controls --update
          touchsim test traces/seeds --set feed.delaysContentTouches=false
          touchsim test traces --shard 1/4 --junit report.xml

        """

    private static let expand = """
        USAGE: touchsim expand FILE|- [OPTIONS]

        Prints the scenario FILE with every gesture by name in its events ("tap", "longPress",
        "drag", "swipe", "pinch", "rotate") replaced by the raw events it stands for, merged in
        time order. Everything else, "set" events included, is printed as written. Replaying the
        result gives exactly the output of replaying FILE. Invalid input is reported as by
        'replay'.

        OPTIONS
          --sample-rate HZ   samples per second of moving gestures (1 to 1000), in place of the
                             scenario's sampleRate (default 120)
          -h, --help         show this help

        EXAMPLES
          touchsim expand docs/examples/gestures.json
          touchsim expand screen.json --sample-rate 20

        """

    private static let render = """
        USAGE: touchsim render FILE|- -o OUT.html [OPTIONS]

        Replays the scenario FILE and writes a picture of the replay as one self-contained HTML
        file (inline SVG, CSS and JavaScript; nothing is fetched from the network): the view tree
        to scale, every finger's path, and a timeline with one lane per finger, view, scroll view
        and recognizer. A time slider scrubs the scene; hovering a mark shows its output line
        and why it happened, with the rule of docs/model.md.
        Invalid input is reported as by 'replay', and no file is written.

        OPTIONS
          -o, --output FILE     the HTML file to write (replaced atomically); '-' writes to
                                standard output
          --set ID.KEY=VALUE    set KEY of the view or recognizer ID, as 'replay' does; repeatable
          -h, --help            show this help

        EXAMPLES
          touchsim render screen.json -o screen.html
          touchsim render screen.json --set feed.decelerationRate=fast -o fast.html
          touchsim render screen.json -o - > screen.html

        """

    private static let why = """
        USAGE: touchsim why FILE|- ID [OPTIONS]

        Replays the scenario FILE and says what happened to ID, and why: ID is a view (a
        scroll view or a control too) or a recognizer (a scroll view's own ID.pan and
        ID.delayedTouchesBegan too). The answer is grouped by touch sequence, from a first
        finger down to the last one up; each line is a sentence with the cause that
        'replay --explain' gives and the rule of docs/model.md. An ID that names nothing exits 2
        with the close ids. Invalid input is reported as by 'replay'.

        OPTIONS
          --set ID.KEY=VALUE    set KEY of the view or recognizer ID, as 'replay' does; repeatable
          -h, --help            show this help

        EXAMPLES
          touchsim why traces/seeds/button-in-scroll-view-quick-tap.json buy
          touchsim why screen.json feed.pan
          touchsim why screen.json buy --set feed.delaysContentTouches=false

        """

    private static let importDump = """
        USAGE: touchsim import recursive-description DUMP|- [OPTIONS]

        Reads DUMP, the text UIKit's recursiveDescription prints (from lldb:
          po view.value(forKey: "recursiveDescription")!
          expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]
        pasted as it is), and writes a scenario with that view tree and an empty trace. Add
        events to replay it. Lines it cannot read are warnings on standard error with their
        line number; only a DUMP without any view is an error (exit 2).

        OPTIONS
          -o, --output FILE   write the scenario to FILE (replacing it) instead of standard output
          --ios X.Y           the iOS version to write, instead of the one the dump betrays
          --dump N            read the Nth dump of a DUMP that holds several (default: the last)
          -h, --help          show this help

        USAGE: touchsim import storyboard FILE|- [OPTIONS]

        Reads FILE, a .storyboard or .xib as Xcode writes it, and writes a scenario of one scene:
        its views at Interface Builder's design size, with their scroll view settings, control
        values and gesture recognizers, and an empty trace. Without --scene, the initial view
        controller's scene (followed through navigation, tab bar and split view controllers); in
        a xib, the first top-level view. What Interface Builder cannot know (frames that only
        constraints decide, rows that code fills in, overrides in code) is a warning on standard
        error. Bad XML, a file that is not an iOS storyboard or xib, and an unknown scene are
        errors (exit 2).

        OPTIONS
          --scene SCENE       the scene: a storyboardIdentifier, a class or an Interface Builder id
          --list-scenes       print the scenes, one per line, instead of importing one
          -o, --output FILE   write the scenario to FILE (replacing it) instead of standard output
          --ios X.Y           the iOS version to write (default 17.0)
          -h, --help          show this help

        EXAMPLES
          touchsim import recursive-description people.txt -o people.json
          pbpaste | touchsim import recursive-description - --ios 8.0 > people.json
          touchsim import storyboard Main.storyboard --list-scenes
          touchsim import storyboard Main.storyboard --scene Settings -o settings.json

        """

    private static let new = """
        USAGE: touchsim new [-o FILE]

        Writes a starter scenario: a window, a scroll view with a button, a tap and a drag,
        each part explained in a "comment". It replays as it is.

        OPTIONS
          -o, --output FILE   write it to FILE, which must not exist yet, instead of standard output
          -h, --help          show this help

        EXAMPLES
          touchsim new -o starter.json
          touchsim new > starter.json

        """

    private static let completions = """
        USAGE: touchsim completions bash|zsh|fish
               touchsim completions ids FILE

        Prints a completion script for the shell: the commands, their options, files, the
        values of --format, and the ids of the scenario's views and recognizers after --set
        and after 'why FILE' (the script asks 'touchsim completions ids FILE' for them, one id
        per line). 'make install' installs all three under PREFIX/share, and the manual page
        that 'touchsim help --man' prints.

        OPTIONS
          -h, --help   show this help

        EXAMPLES
          touchsim completions bash > ~/.local/share/bash-completion/completions/touchsim
          touchsim completions zsh > ~/.zfunc/_touchsim
          touchsim completions fish > ~/.config/fish/completions/touchsim.fish
          touchsim completions ids traces/seeds/button-in-scroll-view-quick-tap.json

        """

    private static let schema = """
        USAGE: touchsim schema

        Prints the JSON Schema (draft 2020-12) of scenario files: every key of the format, each
        with its description from the reference, so an editor completes and checks keys as
        they are typed. A scenario names the schema with a top-level "$schema" key, which
        touchsim ignores. The schema checks each object's keys and the shape of their values;
        what depends on the rest of the file (an id that names a view, a custom class's keys,
        a finger that is down) only touchsim checks.

        OPTIONS
          -h, --help   show this help

        EXAMPLES
          touchsim schema > touchsim.schema.json
          python3 -m jsonschema -i feed.json touchsim.schema.json

        """

    private static let fix = """
        USAGE: touchsim fix FILE... [OPTIONS]

        Searches changes of the scenarios' configuration (scroll view, recognizer, view and
        hit-test keys of the objects the touches reach or pass over) and prints the smallest
        sets under which every FILE meets every expectation: each as --set arguments, as the
        Swift a developer writes, and with its side effects on the traces and on probes
        (gestures made up to exercise each changed object). Fixes that take a capability away
        come last in their size and say what they remove. With no fix, prints the near misses
        and why each still fails. The FILEs must replay the same screen (tree and ios). Each
        FILE's "want" list holds its expectations; --want adds one to every FILE. Exits 0 when
        a fix exists (or nothing needs fixing), 1 when none exists within --max-changes, 2 on
        invalid input.

        EXPECTATIONS (ID:FACT; a '!' before the ID or the FACT negates it)
          buy:touchUpInside       control buy sent that event; any UIControl event: touchDown,
                                  touchDownRepeat, touchDragInside, touchDragOutside,
                                  touchDragEnter, touchDragExit, touchUpInside, touchUpOutside,
                                  touchCancel, valueChanged
          buy:highlight           control buy's highlight was visible: it went on and did not go
                                  off in the same instant
          buy:highlight<100ms     ... and went on less than 100 ms after its finger's down (any
                                  number of milliseconds above 0)
          feed:scrolled           scroll view feed's content offset changed (private ones too:
                                  table.wrapper:scrolled); a scroll view's own recognizers
                                  (feed.pan) cannot be named
          dismiss:recognized      recognizer dismiss recognized (or began, if continuous)
          pan:began               recognizer pan reported that state; also changed, ended,
                                  cancelled, failed (a recognizer the tree declares)
          card:touchesBegan       view card got that call as a touch's hit view; also
                                  touchesMoved, touchesEnded, touchesCancelled
          message1:selected       the table or collection view selected cell message1
          sheet:dismissed         the user dismissed the presented view sheet (a presentation line)
          feed:refreshed          the user's pull began refreshing scroll view feed's refresh
                                  control (a refresh line valueChanged)
          email:firstResponder    text field or text view email became first responder (a
                                  firstResponder line became)
          email:resignedFirstResponder
                                  text field or text view email resigned first responder (a
                                  firstResponder line resigned); negated, it stays editing
          photo5:menuShown        view photo5's context menu showed (a contextMenu line shown)
          photoScroll:zoomed      scroll view photoScroll's pinch zoomed it (a scroll line with zoom)
          row3:swipeOpened        table row row3 opened its swipe actions (a swipeActions line
                                  opened)
          !buy:touchCancel        buy did not send touchCancel (also buy:!touchCancel)
        An expectation that does not parse, names an unknown id or an object of the wrong kind is
        an input error (exit 2) positioned in the "want" string or in --want.

        OPTIONS
          --want EXPECTATION    an expectation every FILE must meet; repeatable
          --max-changes N       the largest set of changes to try (default 3, at most 6)
          --format text|jsonl   text (default) for people; jsonl: one JSON object per line
          --jobs N              replay on up to N threads (default: the number of cores); the
                                output is the same whatever N is
          --explain-probes      list each fix's probes and their fingers' paths
          -h, --help            show this help

        EXAMPLES
          touchsim fix traces/fix/quick-tap-highlights.json
          touchsim fix traces/fix/quick-tap-highlights.json traces/fix/drag-from-button-scrolls.json
          touchsim fix screen.json --want feed:scrolled --want '!buy:touchCancel' --max-changes 2
          touchsim fix screen.json --format jsonl

        """
}
