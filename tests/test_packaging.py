"""The wheel ships what the application needs outside a checkout."""

import importlib.metadata
import sysconfig
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
NEEDED = ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "norms.json", "diplomas/templates.json", "demo/iccf_master_norm.json")


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "arbiter_app").rglob("__init__.py")
    }
    assert found | {"arbiter_app._resources", "arbiter_app._docs"} == listed


def test_installed_distribution_carries_the_resources():
    """As `installer/setup.sh` installs it (CI does): resources/ as the package arbiter_app._resources,
    docs/ (the user guide and its screenshots) as arbiter_app._docs."""
    # site-packages only: a build leaves arbiter_app.egg-info in the checkout, which would shadow it
    site = [sysconfig.get_paths()["purelib"]]
    dists = [d for d in importlib.metadata.distributions(path=site) if d.metadata["Name"] == "arbiter-app"]
    if not dists:
        pytest.skip("arbiter-app is not installed in this environment (running from a bare checkout)")
    names = {str(f) for f in dists[0].files or []}
    if not any(n.startswith("arbiter_app/") for n in names):
        pytest.skip("installed in editable mode: resources come from the checkout")
    missing = [n for n in NEEDED if f"arbiter_app/_resources/{n}" not in names]
    assert missing == []
    # the Help menu's user guide and every page it links (docs/<name>.cs.md beside docs/<name>.md), read offline
    guide = [*(f"arbiter_app/_docs/{p.name}" for p in (ROOT / "docs").glob("*.md")), *(f"arbiter_app/_docs/images/{p.name}" for p in (ROOT / "docs" / "images").glob("*.png"))]
    assert "arbiter_app/_docs/user-guide.cs.md" in guide and "arbiter_app/_docs/setup.cs.md" in guide
    assert [n for n in guide if n not in names] == []


def test_the_bundle_carries_docs_whole():
    """The bundle takes the folder docs/ as it is, so a Czech page (docs/<name>.cs.md) the guide links
    is in it without a list to keep (arbiter_app.resources.docs_dir finds it under sys._MEIPASS)."""
    spec = (ROOT / "installer" / "arbiter.spec").read_text(encoding="utf-8")
    assert '(str(root / "docs"), "docs")' in spec


def test_the_postgresql_driver_is_the_applications_and_the_bundles():
    """A `postgresql://` URL reaches the server with psycopg: a dependency of the application (so
    installer/setup.sh installs it), collected into the bundle, and the bundle is run on PostgreSQL
    by .ci/run (issue 34, item 3)."""
    from sqlalchemy import create_engine

    from arbiter_app.storage.database import database_url

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(d.startswith("psycopg[binary]") for d in project["dependencies"])
    engine = create_engine(database_url("postgresql://arbiter:heslo@db.invalid/arbiter"))  # loads the driver, connects to nothing
    assert (engine.dialect.name, engine.dialect.driver) == ("postgresql", "psycopg")
    spec = (ROOT / "installer" / "arbiter.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("psycopg")' in spec and '"sqlalchemy.dialects.postgresql.psycopg"' in spec
    assert 'dist/arbiter-app/arbiter-app list --db "$bundle_postgres_url"' in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
