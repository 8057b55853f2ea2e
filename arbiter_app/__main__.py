from arbiter_app.cli.main import main

raise SystemExit(main())
