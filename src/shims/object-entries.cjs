// Every browser the app supports has Object.entries (ES2017): the i18n library's polyfill package,
// and the dozen helper packages it brings, stay out of the first page's scripts.
module.exports = Object.entries;
