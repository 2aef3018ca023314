"use strict";
exports.ids = [5098];
exports.modules = {

/***/ 5098
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   showMap: () => (/* binding */ showMap)
/* harmony export */ });
/* unused harmony export TILE_URL */
/* harmony import */ var leaflet__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6902);
/* harmony import */ var leaflet__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(leaflet__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Draws a building area's map with Leaflet. Loaded only when the visitor asks for the map: only then
 * are Leaflet, its stylesheet and the tiles of the public OpenStreetMap tile server requested.
 */ 
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende';
const STATUS_COLOURS = {
    frei: '#1f6f3f',
    reserviert: '#8a5a00',
    verkauft: '#6b6b6b'
};
const STATUS_TEXT = {
    frei: 'frei',
    reserviert: 'reserviert',
    verkauft: 'verkauft'
};
function ensureStylesheet() {
    const href = new URL(/* asset import */ __webpack_require__(7452), __webpack_require__.b).href;
    if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
    return new Promise((resolve)=>{
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = ()=>resolve();
        link.onerror = ()=>resolve();
        document.head.appendChild(link);
    });
}
/** Shows the map in `element`; returns a function that removes it again. */ async function showMap(element, karte, plots, label) {
    await ensureStylesheet();
    const map = leaflet__WEBPACK_IMPORTED_MODULE_0___default().map(element, {
        scrollWheelZoom: false
    }).setView(karte.zentrum, karte.zoom);
    leaflet__WEBPACK_IMPORTED_MODULE_0___default().tileLayer(TILE_URL, {
        maxZoom: 19,
        attribution: ATTRIBUTION
    }).addTo(map);
    const outline = karte.umriss && karte.umriss.length > 2 ? leaflet__WEBPACK_IMPORTED_MODULE_0___default().polygon(karte.umriss, {
        color: '#1f5c3f',
        weight: 3,
        fill: false
    }).addTo(map) : null;
    for (const plot of plots){
        if (!plot.lage) continue;
        leaflet__WEBPACK_IMPORTED_MODULE_0___default().circleMarker(plot.lage, {
            radius: 9,
            color: '#ffffff',
            weight: 2,
            fillColor: STATUS_COLOURS[plot.status],
            fillOpacity: 1
        }).bindTooltip(`${label(plot)} – ${STATUS_TEXT[plot.status]}`).addTo(map);
    }
    if (outline) map.fitBounds(outline.getBounds(), {
        padding: [
            24,
            24
        ]
    });
    return ()=>map.remove();
}


/***/ }

};
;