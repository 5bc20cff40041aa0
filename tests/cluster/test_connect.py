"""The --cluster ADDRESS forms and reaching a cluster (gogui_py.cluster; shared by
gogui-match and gogui-statistics)."""

from __future__ import annotations

import pytest

from gogui_py.cluster import ClusterError, open_client, parse_address


def test_parse_address() -> None:
    assert parse_address("local") == ("local", None)
    assert parse_address("local:3") == ("local", 3)
    assert parse_address("tcp://10.0.0.1:8786") == ("tcp://10.0.0.1:8786", None)
    for bad in ("local:0", "local:x", "local:"):
        with pytest.raises(ClusterError, match="local:N"):
            parse_address(bad)


def test_an_unreachable_scheduler_is_a_cluster_error() -> None:
    # Port 9 (discard) has no listener here: refused at once, no Dask retry loop.
    with pytest.raises(ClusterError, match=r"cannot use the cluster tcp://127\.0\.0\.1:9"):
        open_client("tcp://127.0.0.1:9")
