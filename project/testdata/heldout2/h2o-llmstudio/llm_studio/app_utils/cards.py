from h2o_wave import ui
def header_zone() -> ui.Zone:
def navigation_zone() -> ui.Zone:
def card_zones(mode: str | None = "full") -> list[ui.Zone]:
def card_wait(msg: str, box: str) -> ui.FormCard:
