export const id = 181;
export const ids = [181];
export const modules = {

/***/ 60021:
/***/ ((module) => {



module.exports = ({onlyFirst = false} = {}) => {
	const pattern = [
		'[\\u001B\\u009B][[\\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)',
		'(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))'
	].join('|');

	return new RegExp(pattern, onlyFirst ? undefined : 'g');
};


/***/ }),

/***/ 98502:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _SingleBar = __webpack_require__(52176);
const _MultiBar = __webpack_require__(69307);
const _Presets = __webpack_require__(21921);
const _Formatter = __webpack_require__(94740);
const _defaultFormatValue = __webpack_require__(88023);
const _defaultFormatBar = __webpack_require__(75563);
const _defaultFormatTime = __webpack_require__(59061);

// sub-module access
module.exports = {
    Bar: _SingleBar,
    SingleBar: _SingleBar,
    MultiBar: _MultiBar,
    Presets: _Presets,
    Format: {
        Formatter: _Formatter,
        BarFormat: _defaultFormatBar,
        ValueFormat: _defaultFormatValue,
        TimeFormat: _defaultFormatTime
    }
};

/***/ }),

/***/ 44250:
/***/ ((module) => {


// ETA calculation
class ETA{

    constructor(length, initTime, initValue){
        // size of eta buffer
        this.etaBufferLength = length || 100;

        // eta buffer with initial values
        this.valueBuffer = [initValue];
        this.timeBuffer = [initTime];

        // eta time value
        this.eta = '0';
    }

    // add new values to calculation buffer
    update(time, value, total){
        this.valueBuffer.push(value);
        this.timeBuffer.push(time);

        // trigger recalculation
        this.calculate(total-value);
    }

    // fetch estimated time
    getTime(){
        return this.eta;
    }

    // eta calculation - request number of remaining events
    calculate(remaining){
        // get number of samples in eta buffer
        const currentBufferSize = this.valueBuffer.length;
        const buffer = Math.min(this.etaBufferLength, currentBufferSize);

        const v_diff = this.valueBuffer[currentBufferSize - 1] - this.valueBuffer[currentBufferSize - buffer];
        const t_diff = this.timeBuffer[currentBufferSize - 1] - this.timeBuffer[currentBufferSize - buffer];

        // get progress per ms
        const vt_rate = v_diff/t_diff;

        // strip past elements
        this.valueBuffer = this.valueBuffer.slice(-this.etaBufferLength);
        this.timeBuffer  = this.timeBuffer.slice(-this.etaBufferLength);

        // eq: vt_rate *x = total
        const eta = Math.ceil(remaining/vt_rate/1000);

        // check values
        if (isNaN(eta)){
            this.eta = 'NULL';

        // +/- Infinity --- NaN already handled
        }else if (!isFinite(eta)){
            this.eta = 'INF';

        // > 10M s ? - set upper display limit ~115days (1e7/60/60/24)
        }else if (eta > 1e7){
            this.eta = 'INF';

        // negative ?
        }else if (eta < 0){
            this.eta = 0;

        }else{
            // assign
            this.eta = eta;
        }
    }
}

module.exports = ETA;

/***/ }),

/***/ 75563:
/***/ ((module) => {

// format bar
module.exports = function formatBar(progress, options){
    // calculate barsize
    const completeSize = Math.round(progress*options.barsize);
    const incompleteSize = options.barsize-completeSize;

   // generate bar string by stripping the pre-rendered strings
   return   options.barCompleteString.substr(0, completeSize) +
            options.barGlue +
            options.barIncompleteString.substr(0, incompleteSize);
}

/***/ }),

/***/ 59061:
/***/ ((module) => {

// default time format

// format a number of seconds into hours and minutes as appropriate
module.exports = function formatTime(t, options, roundToMultipleOf){
    function round(input) {
        if (roundToMultipleOf) {
            return roundToMultipleOf * Math.round(input / roundToMultipleOf);
        } else {
            return input
        }
    }

    // leading zero padding
    function autopadding(v){
        return (options.autopaddingChar + v).slice(-2);
    }

    // > 1h ?
    if (t > 3600) {
        return autopadding(Math.floor(t / 3600)) + 'h' + autopadding(round((t % 3600) / 60)) + 'm';

    // > 60s ?
    } else if (t > 60) {
        return autopadding(Math.floor(t / 60)) + 'm' + autopadding(round((t % 60))) + 's';

    // > 10s ?
    } else if (t > 10) {
        return autopadding(round(t)) + 's';

    // default: don't apply round to multiple
    }else{
        return autopadding(t) + 's';
    }
}

/***/ }),

/***/ 88023:
/***/ ((module) => {

// default value format (apply autopadding)

// format valueset
module.exports = function formatValue(v, options, type){
    // no autopadding ? passthrough
    if (options.autopadding !== true){
        return v;
    }

    // padding
    function autopadding(value, length){
        return (options.autopaddingChar + value).slice(-length);
    }

    switch (type){
        case 'percentage':
            return autopadding(v, 3);

        default:
            return v;
    }
}

/***/ }),

/***/ 94740:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _stringWidth = __webpack_require__(60060);
const _defaultFormatValue = __webpack_require__(88023);
const _defaultFormatBar = __webpack_require__(75563);
const _defaultFormatTime = __webpack_require__(59061);

// generic formatter
module.exports = function defaultFormatter(options, params, payload){

    // copy format string
    let s = options.format;

    // custom time format set ?
    const formatTime = options.formatTime || _defaultFormatTime;
    
    // custom value format set ?
    const formatValue = options.formatValue || _defaultFormatValue;

    // custom bar format set ?
    const formatBar = options.formatBar || _defaultFormatBar;

    // calculate progress in percent
    const percentage =  Math.floor(params.progress*100) + '';

    // bar stopped and stopTime set ?
    const stopTime = params.stopTime || Date.now();

    // calculate elapsed time
    const elapsedTime = Math.round((stopTime - params.startTime)/1000);

    // merges data from payload and calculated
    const context = Object.assign({}, payload, {
        bar:                    formatBar(params.progress, options),

        percentage:             formatValue(percentage, options, 'percentage'),
        total:                  formatValue(params.total, options, 'total'),
        value:                  formatValue(params.value, options, 'value'),

        eta:                    formatValue(params.eta, options, 'eta'),
        eta_formatted:          formatTime(params.eta, options, 5),
        
        duration:               formatValue(elapsedTime, options, 'duration'),
        duration_formatted:     formatTime(elapsedTime, options, 1)
    });

    // assign placeholder tokens
    s = s.replace(/\{(\w+)\}/g, function(match, key){
        // key exists within payload/context
        if (typeof context[key] !== 'undefined') {
            return context[key];
        }

        // no changes to unknown values
        return match;
    });

    // calculate available whitespace (2 characters margin of error)
    const fullMargin = Math.max(0, params.maxWidth - _stringWidth(s) -2);
    const halfMargin = Math.floor(fullMargin / 2);

    // distribute available whitespace according to position
    switch (options.align) {

        // fill start-of-line with whitespaces
        case 'right':
            s = (fullMargin > 0) ? ' '.repeat(fullMargin) + s : s;
            break;

        // distribute whitespaces to left+right
        case 'center':
            s = (halfMargin > 0) ? ' '.repeat(halfMargin) + s : s;
            break;

        // default: left align, no additional whitespaces
        case 'left':
        default:
            break;
    }

    return s;
}


/***/ }),

/***/ 75123:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _ETA = __webpack_require__(44250);
const _Terminal = __webpack_require__(7748);
const _formatter = __webpack_require__(94740);
const _options = __webpack_require__(31596);
const _EventEmitter = __webpack_require__(24434);

// Progress-Bar constructor
module.exports = class GenericBar extends _EventEmitter{

    constructor(options){
        super();

        // store options and assign derived ones (instance specific)
        this.options = _options.assignDerivedOptions(options);

        // store terminal instance
        this.terminal = (this.options.terminal) ? this.options.terminal : new _Terminal(this.options.stream);

        // the current bar value
        this.value = 0;

        // bar start value (used for progress calculation)
        this.startValue = 0;

        // the end value of the bar
        this.total = 100;

        // last drawn string - only render on change!
        this.lastDrawnString = null;

        // start time (used for eta calculation)
        this.startTime = null;

        // stop time (used for duration calculation)
        this.stopTime = null;

        // last update time
        this.lastRedraw = Date.now();

        // default eta calculator (will be re-create on start)
        this.eta = new _ETA(this.options.etaBufferLength, 0, 0);

        // payload data
        this.payload = {};

        // progress bar active ?
        this.isActive = false;

        // use default formatter or custom one ?
        this.formatter = (typeof this.options.format === 'function') ? this.options.format : _formatter;
    }

    // internal render function
    render(forceRendering=false){

        // formatter params
        const params = {
            progress: this.getProgress(),
            eta: this.eta.getTime(),
            startTime: this.startTime,
            stopTime: this.stopTime,
            total: this.total,
            value: this.value,
            maxWidth: this.terminal.getWidth()
        };

        // automatic eta update ? (long running processes)
        if (this.options.etaAsynchronousUpdate){
            this.updateETA();
        }

        // format string
        const s = this.formatter(this.options, params, this.payload);

        const forceRedraw = forceRendering || this.options.forceRedraw
            // force redraw in notty-mode!
            || (this.options.noTTYOutput && !this.terminal.isTTY());

        // string changed ? only trigger redraw on change!
        if (forceRedraw || this.lastDrawnString != s){
            // trigger event
            this.emit('redraw-pre');

            // set cursor to start of line
            this.terminal.cursorTo(0, null);

            // write output
            this.terminal.write(s);

            // clear to the right from cursor
            this.terminal.clearRight();

            // store string
            this.lastDrawnString = s;

            // set last redraw time
            this.lastRedraw = Date.now();

            // trigger event
            this.emit('redraw-post');
        }
    }

    // start the progress bar
    start(total, startValue, payload){
        // set initial values
        this.value = startValue || 0;
        this.total = (typeof total !== 'undefined' && total >= 0) ? total : 100;

        // set start value for progress calculation
        this.startValue = (startValue || 0);

        // store payload (optional)
        this.payload = payload || {};

        // store start time for duration+eta calculation
        this.startTime = Date.now();

        // reset stop time for 're-start' scenario (used for duration calculation)
        this.stopTime = null;

        // reset string line buffer (redraw detection)
        this.lastDrawnString = '';

        // initialize eta buffer
        this.eta = new _ETA(this.options.etaBufferLength, this.startTime, this.value);

        // set flag
        this.isActive = true;

        // start event
        this.emit('start', total, startValue);
    }

    // stop the bar
    stop(){
        // set flag
        this.isActive = false;
        
        // store stop timestamp to get total duration
        this.stopTime = Date.now();

        // stop event
        this.emit('stop', this.total, this.value);
    }

    // update the bar value
    // update(value, payload)
    // update(payload)
    update(arg0, arg1 = {}){
        // value set ?
        // update(value, [payload]);
        if (typeof arg0 === 'number') {
            // update value
            this.value = arg0;

            // add new value; recalculate eta
            this.eta.update(Date.now(), arg0, this.total);
        }

        // extract payload
        // update(value, payload)
        // update(payload)
        const payloadData = ((typeof arg0 === 'object') ? arg0 : arg1) || {};

        // update event (before stop() is called)
        this.emit('update', this.total, this.value);

        // merge payload
        for (const key in payloadData){
            this.payload[key] = payloadData[key];
        }

        // limit reached ? autostop set ?
        if (this.value >= this.getTotal() && this.options.stopOnComplete) {
            this.stop();
        }
    }

    // calculate the actual progress value
    getProgress(){
        // calculate the normalized current progress
        let progress = (this.value/this.total);

        // use relative progress calculation ? range between startValue and total is then used as 100%
        // startValue (offset) is ignored for calculations
        if (this.options.progressCalculationRelative){
            progress = (this.value-this.startValue)/(this.total-this.startValue);
        }

        // handle NaN Errors caused by total=0. Set to complete in this case
        if (isNaN(progress)){
            progress = (this.options && this.options.emptyOnZero) ? 0.0 : 1.0;
        }

        // limiter
        progress = Math.min(Math.max(progress, 0.0), 1.0);

        return progress;
    }

    // update the bar value
    // increment(delta, payload)
    // increment(payload)
    increment(arg0 = 1, arg1 = {}){
        // increment([payload]) => step=1
        // handle the use case when `step` is omitted but payload is passed
        if (typeof arg0 === 'object') {
            this.update(this.value + 1, arg0);
        
        // increment([step=1], [payload={}])
        }else{
            this.update(this.value + arg0, arg1);
        }
    }

    // get the total (limit) value
    getTotal(){
        return this.total;
    }

    // set the total (limit) value
    setTotal(total){
        if (typeof total !== 'undefined' && total >= 0){
            this.total = total;
        }
    }

    // force eta calculation update (long running processes)
    updateETA(){
        // add new value; recalculate eta
        this.eta.update(Date.now(), this.value, this.total);
    }
}


/***/ }),

/***/ 69307:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _Terminal = __webpack_require__(7748);
const _BarElement = __webpack_require__(75123);
const _options = __webpack_require__(31596);
const _EventEmitter = __webpack_require__(24434);

// Progress-Bar constructor
module.exports = class MultiBar extends _EventEmitter{

    constructor(options, preset){
        super();

        // list of bars
        this.bars = [];

        // parse+store options
        this.options = _options.parse(options, preset);

        // disable synchronous updates
        this.options.synchronousUpdate = false;

        // store terminal instance
        this.terminal = (this.options.terminal) ? this.options.terminal : new _Terminal(this.options.stream);

        // the update timer
        this.timer = null;

        // progress bar active ?
        this.isActive = false;

        // update interval
        this.schedulingRate = (this.terminal.isTTY() ? this.options.throttleTime : this.options.notTTYSchedule);

        // logging output buffer
        this.loggingBuffer = [];

        // callback used for gracefulExit
        this.sigintCallback = null;
    }

    // add a new bar to the stack
    create(total, startValue, payload, barOptions={}){
        // create new bar element and merge global options + overrides
        // use the same global terminal instance for all instances
        const bar = new _BarElement(Object.assign(
            {}, 

            // global options
            this.options, 

            // terminal instance
            {
                terminal: this.terminal
            },

            // overrides
            barOptions,
        ));

        // store bar
        this.bars.push(bar);

        // progress updates are only visible in TTY mode!
        if (this.options.noTTYOutput === false && this.terminal.isTTY() === false){
            return bar;
        }

        // add handler to restore cursor settings (stop the bar) on SIGINT/SIGTERM ?
        if (this.sigintCallback === null && this.options.gracefulExit){
            this.sigintCallback = this.stop.bind(this);
            process.once('SIGINT', this.sigintCallback);
            process.once('SIGTERM', this.sigintCallback);
        }
        
        // multiprogress already active ?
        if (!this.isActive){
            // hide the cursor ?
            if (this.options.hideCursor === true){
                this.terminal.cursor(false);
            }

            // disable line wrapping ?
            if (this.options.linewrap === false){
                this.terminal.lineWrapping(false);
            }
    
            // initialize update timer
            this.timer = setTimeout(this.update.bind(this), this.schedulingRate);
        }

        // set flag
        this.isActive = true;

        // start progress bar
        bar.start(total, startValue, payload);

        // trigger event
        this.emit('start');

        // return new instance
        return bar;
    }

    // remove a bar from the stack
    remove(bar){
        // find element
        const index = this.bars.indexOf(bar);

        // element found ?
        if (index < 0){
            return false;
        }

        // remove element
        this.bars.splice(index, 1);

        // force update
        this.update();

        // clear bottom
        this.terminal.newline();
        this.terminal.clearBottom();

        return true;
    }

    // internal update routine
    update(){
        // stop timer
        if (this.timer){
            clearTimeout(this.timer);
            this.timer = null;
        }

        // trigger event
        this.emit('update-pre');
        
        // reset cursor
        this.terminal.cursorRelativeReset();

        // trigger event
        this.emit('redraw-pre');

        // content within logging buffer ?
        if (this.loggingBuffer.length > 0){
            this.terminal.clearLine();

            // flush logging buffer and write content to terminal
            while (this.loggingBuffer.length > 0){
                this.terminal.write(this.loggingBuffer.shift(), true);
            }
        }

        // update each bar
        for (let i=0; i< this.bars.length; i++){
            // add new line ?
            if (i > 0){
                this.terminal.newline();
            }

            // render
            this.bars[i].render();
        }

        // trigger event
        this.emit('redraw-post');

        // add new line in notty mode!
        if (this.options.noTTYOutput && this.terminal.isTTY() === false){
            this.terminal.newline();
            this.terminal.newline();
        }

        // next update
        this.timer = setTimeout(this.update.bind(this), this.schedulingRate);

        // trigger event
        this.emit('update-post');

        // stop if stopOnComplete and all bars stopped
        if (this.options.stopOnComplete && !this.bars.find(bar => bar.isActive)) {
            this.stop();
        }
    }

    stop(){

        // stop timer
        clearTimeout(this.timer);
        this.timer = null;

        // remove sigint listener
        if (this.sigintCallback){
            process.removeListener('SIGINT', this.sigintCallback);
            process.removeListener('SIGTERM', this.sigintCallback);
            this.sigintCallback = null;
        }

        // set flag
        this.isActive = false;

        // cursor hidden ?
        if (this.options.hideCursor === true){
            this.terminal.cursor(true);
        }

        // re-enable line wrpaping ?
        if (this.options.linewrap === false){
            this.terminal.lineWrapping(true);
        }

        // reset cursor
        this.terminal.cursorRelativeReset();

        // trigger event
        this.emit('stop-pre-clear');

        // clear line on complete ?
        if (this.options.clearOnComplete){
            // clear all bars
            this.terminal.clearBottom();
            
        // or show final progress ?
        }else{
            // update each bar
            for (let i=0; i< this.bars.length; i++){
                // add new line ?
                if (i > 0){
                    this.terminal.newline();
                }

                // trigger final rendering
                this.bars[i].render();

                // stop
                this.bars[i].stop();
            }

            // new line on complete
            this.terminal.newline();
        }

        // trigger event
        this.emit('stop');
    }

    log(s){
        // push content into logging buffer
        this.loggingBuffer.push(s);
    }
}


/***/ }),

/***/ 31596:
/***/ ((module) => {

// utility to merge defaults
function mergeOption(v, defaultValue){
    if (typeof v === 'undefined' || v === null){
        return defaultValue;
    }else{
        return v;
    }
}

module.exports = {
    // set global options
    parse: function parse(rawOptions, preset){

        // options storage
        const options = {};

        // merge preset
        const opt = Object.assign({}, preset, rawOptions);

        // the max update rate in fps (redraw will only triggered on value change)
        options.throttleTime = 1000 / (mergeOption(opt.fps, 10));

        // the output stream to write on
        options.stream = mergeOption(opt.stream, process.stderr);

        // external terminal provided ?
        options.terminal = mergeOption(opt.terminal, null);

        // clear on finish ?
        options.clearOnComplete = mergeOption(opt.clearOnComplete, false);

        // stop on finish ?
        options.stopOnComplete = mergeOption(opt.stopOnComplete, false);

        // size of the progressbar in chars
        options.barsize = mergeOption(opt.barsize, 40);

        // position of the progress bar - 'left' (default), 'right' or 'center'
        options.align = mergeOption(opt.align, 'left');

        // hide the cursor ?
        options.hideCursor = mergeOption(opt.hideCursor, false);

        // disable linewrapping ?
        options.linewrap = mergeOption(opt.linewrap, false);

        // glue sequence (control chars) between bar elements ?
        options.barGlue = mergeOption(opt.barGlue, '');

        // bar chars
        options.barCompleteChar = mergeOption(opt.barCompleteChar, '=');
        options.barIncompleteChar = mergeOption(opt.barIncompleteChar, '-');

        // the bar format
        options.format = mergeOption(opt.format, 'progress [{bar}] {percentage}% | ETA: {eta}s | {value}/{total}');

        // external time-format provided ?
        options.formatTime = mergeOption(opt.formatTime, null);

        // external value-format provided ?
        options.formatValue = mergeOption(opt.formatValue, null);

        // external bar-format provided ?
        options.formatBar = mergeOption(opt.formatBar, null);

        // the number of results to average ETA over
        options.etaBufferLength = mergeOption(opt.etaBuffer, 10);

        // automatic eta updates based on fps
        options.etaAsynchronousUpdate = mergeOption(opt.etaAsynchronousUpdate, false);

        // progress calculation relative to start value ? default start at 0
        options.progressCalculationRelative = mergeOption(opt.progressCalculationRelative, false);

        // allow synchronous updates ?
        options.synchronousUpdate = mergeOption(opt.synchronousUpdate, true);

        // notty mode
        options.noTTYOutput = mergeOption(opt.noTTYOutput, false);

        // schedule - 2s
        options.notTTYSchedule = mergeOption(opt.notTTYSchedule, 2000);
        
        // emptyOnZero - false
        options.emptyOnZero = mergeOption(opt.emptyOnZero, false);

        // force bar redraw even if progress did not change
        options.forceRedraw = mergeOption(opt.forceRedraw, false);

        // automated padding to fixed width ?
        options.autopadding = mergeOption(opt.autopadding, false);

        // stop bar on SIGINT/SIGTERM to restore cursor settings ?
        options.gracefulExit = mergeOption(opt.gracefulExit, false);

        return options;
    },

    // derived options: instance specific, has to be created for every bar element
    assignDerivedOptions: function assignDerivedOptions(options){
        // pre-render bar strings (performance)
        options.barCompleteString = options.barCompleteChar.repeat(options.barsize + 1);
        options.barIncompleteString = options.barIncompleteChar.repeat(options.barsize + 1);

        // autopadding character - empty in case autopadding is disabled
        options.autopaddingChar = options.autopadding ? mergeOption(options.autopaddingChar, '   ') : '';

        return options;
    }
};

/***/ }),

/***/ 52176:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _GenericBar = __webpack_require__(75123);
const _options = __webpack_require__(31596);

// Progress-Bar constructor
module.exports = class SingleBar extends _GenericBar{

    constructor(options, preset){
        super(_options.parse(options, preset));

        // the update timer
        this.timer = null;

        // disable synchronous updates in notty mode
        if (this.options.noTTYOutput && this.terminal.isTTY() === false){
            this.options.synchronousUpdate = false;
        }

        // update interval
        this.schedulingRate = (this.terminal.isTTY() ? this.options.throttleTime : this.options.notTTYSchedule);

        // callback used for gracefulExit
        this.sigintCallback = null;
    }

    // internal render function
    render(){
        // stop timer
        if (this.timer){
            clearTimeout(this.timer);
            this.timer = null;
        }

        // run internal rendering
        super.render();

        // add new line in notty mode!
        if (this.options.noTTYOutput && this.terminal.isTTY() === false){
            this.terminal.newline();
        }

        // next update
        this.timer = setTimeout(this.render.bind(this), this.schedulingRate);
    }

    update(current, payload){
        // timer inactive ?
        if (!this.timer) {
            return;
        }

        super.update(current, payload);

        // trigger synchronous update ?
        // check for throttle time 
        if (this.options.synchronousUpdate && (this.lastRedraw + this.options.throttleTime*2) < Date.now()){
            // force update
            this.render();
        }
    }

    // start the progress bar
    start(total, startValue, payload){
        // progress updates are only visible in TTY mode!
        if (this.options.noTTYOutput === false && this.terminal.isTTY() === false){
            return;
        }

        // add handler to restore cursor settings (stop the bar) on SIGINT/SIGTERM ?
        if (this.sigintCallback === null && this.options.gracefulExit){
            this.sigintCallback = this.stop.bind(this);
            process.once('SIGINT', this.sigintCallback);
            process.once('SIGTERM', this.sigintCallback);
        }

        // save current cursor settings
        this.terminal.cursorSave();

        // hide the cursor ?
        if (this.options.hideCursor === true){
            this.terminal.cursor(false);
        }

        // disable line wrapping ?
        if (this.options.linewrap === false){
            this.terminal.lineWrapping(false);
        }

        // initialize bar
        super.start(total, startValue, payload);

        // redraw on start!
        this.render();
    }

    // stop the bar
    stop(){
        // timer inactive ?
        if (!this.timer) {
            return;
        }
        
        // remove sigint listener
        if (this.sigintCallback){
            process.removeListener('SIGINT', this.sigintCallback);
            process.removeListener('SIGTERM', this.sigintCallback);
            this.sigintCallback = null;
        }

        // trigger final rendering
        this.render();

        // restore state
        super.stop();

        // stop timer
        clearTimeout(this.timer);
        this.timer = null;

        // cursor hidden ?
        if (this.options.hideCursor === true){
            this.terminal.cursor(true);
        }

        // re-enable line wrapping ?
        if (this.options.linewrap === false){
            this.terminal.lineWrapping(true);
        }

        // restore cursor on complete (position + settings)
        this.terminal.cursorRestore();

        // clear line on complete ?
        if (this.options.clearOnComplete){
            this.terminal.cursorTo(0, null);
            this.terminal.clearLine();
        }else{
            // new line on complete
            this.terminal.newline();
        }
    }
}

/***/ }),

/***/ 7748:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _readline = __webpack_require__(23785);

// low-level terminal interactions
class Terminal{

    constructor(outputStream){
        this.stream = outputStream;

        // default: line wrapping enabled
        this.linewrap = true;

        // current, relative y position
        this.dy = 0;
    }

    // save cursor position + settings
    cursorSave(){
        if (!this.stream.isTTY){
            return;
        }

        // save position
        this.stream.write('\x1B7');
    }

    // restore last cursor position + settings
    cursorRestore(){
        if (!this.stream.isTTY){
            return;
        }

        // restore cursor
        this.stream.write('\x1B8');
    }

    // show/hide cursor
    cursor(enabled){
        if (!this.stream.isTTY){
            return;
        }

        if (enabled){
            this.stream.write('\x1B[?25h');
        }else{
            this.stream.write('\x1B[?25l');
        }
    }

    // change cursor positionn
    cursorTo(x=null, y=null){
        if (!this.stream.isTTY){
            return;
        }

        // move cursor absolute
        _readline.cursorTo(this.stream, x, y);
    }

    // change relative cursor position
    cursorRelative(dx=null, dy=null){
        if (!this.stream.isTTY){
            return;
        }

        // store current position
        this.dy = this.dy + dy;
        
        // move cursor relative
        _readline.moveCursor(this.stream, dx, dy);
    }

    // relative reset
    cursorRelativeReset(){
        if (!this.stream.isTTY){
            return;
        }

        // move cursor to initial line
        _readline.moveCursor(this.stream, 0, -this.dy);

        // first char
        _readline.cursorTo(this.stream, 0, null);

        // reset counter
        this.dy = 0;
    }

    // clear to the right from cursor
    clearRight(){
        if (!this.stream.isTTY){
            return;
        }

        _readline.clearLine(this.stream, 1);
    }

    // clear the full line
    clearLine(){
        if (!this.stream.isTTY){
            return;
        }

        _readline.clearLine(this.stream, 0);
    }

    // clear everyting beyond the current line
    clearBottom(){
        if (!this.stream.isTTY){
            return;
        }

        _readline.clearScreenDown(this.stream);
    }

    // add new line; increment counter
    newline(){
        this.stream.write('\n');
        this.dy++;
    }

    // write content to output stream
    // @TODO use string-width to strip length
    write(s, rawWrite=false){
        // line wrapping enabled ? trim output
        // this is just a fallback mechanism in case user enabled line-wrapping via options or set it to auto
        if (this.linewrap === true && rawWrite === false){
            this.stream.write(s.substr(0, this.getWidth()));

        // standard behaviour with disabled linewrapping
        }else{
            this.stream.write(s);
        }
    }

    // control line wrapping
    lineWrapping(enabled){
        if (!this.stream.isTTY){
            return;
        }

        // store state
        this.linewrap = enabled;
        if (enabled){
            this.stream.write('\x1B[?7h');
        }else{
            this.stream.write('\x1B[?7l');
        }
    }

    // tty environment ?
    isTTY(){
        return (this.stream.isTTY === true);
    }

    // get terminal width
    getWidth(){
        // set max width to 80 in tty-mode and 200 in notty-mode
        return this.stream.columns || (this.stream.isTTY ? 80 : 200);
    }
}

module.exports = Terminal;


/***/ }),

/***/ 21921:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const _legacy = __webpack_require__(34874);
const _shades_classic = __webpack_require__(88170);
const _shades_grey = __webpack_require__(63351);
const _rect = __webpack_require__(68879);

module.exports = {
    legacy: _legacy,
    shades_classic: _shades_classic,
    shades_grey: _shades_grey,
    rect: _rect
};

/***/ }),

/***/ 34874:
/***/ ((module) => {

// cli-progress legacy style as of 1.x
module.exports = {
    format: 'progress [{bar}] {percentage}% | ETA: {eta}s | {value}/{total}',
    barCompleteChar: '=',
    barIncompleteChar: '-'
};

/***/ }),

/***/ 68879:
/***/ ((module) => {

module.exports = {
    format: ' {bar}\u25A0 {percentage}% | ETA: {eta}s | {value}/{total}',
    barCompleteChar: '\u25A0',
    barIncompleteChar: ' '
};

/***/ }),

/***/ 88170:
/***/ ((module) => {

// cli-progress legacy style as of 1.x
module.exports = {
    format: ' {bar} {percentage}% | ETA: {eta}s | {value}/{total}',
    barCompleteChar: '\u2588',
    barIncompleteChar: '\u2591'
};

/***/ }),

/***/ 63351:
/***/ ((module) => {


// cli-progress legacy style as of 1.x
module.exports = {
    format: ' \u001b[90m{bar}\u001b[0m {percentage}% | ETA: {eta}s | {value}/{total}',
    barCompleteChar: '\u2588',
    barIncompleteChar: '\u2591'
};

/***/ }),

/***/ 50872:
/***/ ((module) => {



module.exports = function () {
  // https://mths.be/emoji
  return /\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62(?:\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67|\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74|\uDB40\uDC77\uDB40\uDC6C\uDB40\uDC73)\uDB40\uDC7F|\uD83D\uDC68(?:\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68\uD83C\uDFFB|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFE])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D)?\uD83D\uDC68|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D[\uDC66\uDC67])|[\u2695\u2696\u2708]\uFE0F|\uD83D[\uDC66\uDC67]|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|(?:\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708])\uFE0F|\uD83C\uDFFB\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C[\uDFFB-\uDFFF])|(?:\uD83E\uDDD1\uD83C\uDFFB\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)\uD83C\uDFFB|\uD83E\uDDD1(?:\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1)|(?:\uD83E\uDDD1\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D(?:\uD83D[\uDC68\uDC69]))(?:\uD83C[\uDFFB-\uDFFE])|(?:\uD83E\uDDD1\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB\uDFFC])|\uD83D\uDC69(?:\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFB\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFC-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D(?:\uD83D[\uDC68\uDC69])|\uD83D[\uDC68\uDC69])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD]))|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|(?:\uD83E\uDDD1\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB-\uDFFD])|\uD83D\uDC69\u200D\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D\uDC41\uFE0F\u200D\uD83D\uDDE8|\uD83D\uDC69(?:\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708]|\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\u200D[\u2695\u2696\u2708])|(?:(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)\uFE0F|\uD83D\uDC6F|\uD83E[\uDD3C\uDDDE\uDDDF])\u200D[\u2640\u2642]|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|\u200D[\u2640\u2642])|\uD83C\uDFF4\u200D\u2620)\uFE0F|\uD83D\uDC69\u200D\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08|\uD83D\uDC15\u200D\uD83E\uDDBA|\uD83D\uDC69\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC67|\uD83C\uDDFD\uD83C\uDDF0|\uD83C\uDDF4\uD83C\uDDF2|\uD83C\uDDF6\uD83C\uDDE6|[#\*0-9]\uFE0F\u20E3|\uD83C\uDDE7(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEF\uDDF1-\uDDF4\uDDF6-\uDDF9\uDDFB\uDDFC\uDDFE\uDDFF])|\uD83C\uDDF9(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDED\uDDEF-\uDDF4\uDDF7\uDDF9\uDDFB\uDDFC\uDDFF])|\uD83C\uDDEA(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDED\uDDF7-\uDDFA])|\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF7(?:\uD83C[\uDDEA\uDDF4\uDDF8\uDDFA\uDDFC])|\uD83D\uDC69(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF2(?:\uD83C[\uDDE6\uDDE8-\uDDED\uDDF0-\uDDFF])|\uD83C\uDDE6(?:\uD83C[\uDDE8-\uDDEC\uDDEE\uDDF1\uDDF2\uDDF4\uDDF6-\uDDFA\uDDFC\uDDFD\uDDFF])|\uD83C\uDDF0(?:\uD83C[\uDDEA\uDDEC-\uDDEE\uDDF2\uDDF3\uDDF5\uDDF7\uDDFC\uDDFE\uDDFF])|\uD83C\uDDED(?:\uD83C[\uDDF0\uDDF2\uDDF3\uDDF7\uDDF9\uDDFA])|\uD83C\uDDE9(?:\uD83C[\uDDEA\uDDEC\uDDEF\uDDF0\uDDF2\uDDF4\uDDFF])|\uD83C\uDDFE(?:\uD83C[\uDDEA\uDDF9])|\uD83C\uDDEC(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEE\uDDF1-\uDDF3\uDDF5-\uDDFA\uDDFC\uDDFE])|\uD83C\uDDF8(?:\uD83C[\uDDE6-\uDDEA\uDDEC-\uDDF4\uDDF7-\uDDF9\uDDFB\uDDFD-\uDDFF])|\uD83C\uDDEB(?:\uD83C[\uDDEE-\uDDF0\uDDF2\uDDF4\uDDF7])|\uD83C\uDDF5(?:\uD83C[\uDDE6\uDDEA-\uDDED\uDDF0-\uDDF3\uDDF7-\uDDF9\uDDFC\uDDFE])|\uD83C\uDDFB(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDEE\uDDF3\uDDFA])|\uD83C\uDDF3(?:\uD83C[\uDDE6\uDDE8\uDDEA-\uDDEC\uDDEE\uDDF1\uDDF4\uDDF5\uDDF7\uDDFA\uDDFF])|\uD83C\uDDE8(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDEE\uDDF0-\uDDF5\uDDF7\uDDFA-\uDDFF])|\uD83C\uDDF1(?:\uD83C[\uDDE6-\uDDE8\uDDEE\uDDF0\uDDF7-\uDDFB\uDDFE])|\uD83C\uDDFF(?:\uD83C[\uDDE6\uDDF2\uDDFC])|\uD83C\uDDFC(?:\uD83C[\uDDEB\uDDF8])|\uD83C\uDDFA(?:\uD83C[\uDDE6\uDDEC\uDDF2\uDDF3\uDDF8\uDDFE\uDDFF])|\uD83C\uDDEE(?:\uD83C[\uDDE8-\uDDEA\uDDF1-\uDDF4\uDDF6-\uDDF9])|\uD83C\uDDEF(?:\uD83C[\uDDEA\uDDF2\uDDF4\uDDF5])|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:\uD83C[\uDFFB-\uDFFF])|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u261D\u270A-\u270D]|\uD83C[\uDF85\uDFC2\uDFC7]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66\uDC67\uDC6B-\uDC6D\uDC70\uDC72\uDC74-\uDC76\uDC78\uDC7C\uDC83\uDC85\uDCAA\uDD74\uDD7A\uDD90\uDD95\uDD96\uDE4C\uDE4F\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1C\uDD1E\uDD1F\uDD30-\uDD36\uDDB5\uDDB6\uDDBB\uDDD2-\uDDD5])(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u231A\u231B\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55]|\uD83C[\uDC04\uDCCF\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE1A\uDE2F\uDE32-\uDE36\uDE38-\uDE3A\uDE50\uDE51\uDF00-\uDF20\uDF2D-\uDF35\uDF37-\uDF7C\uDF7E-\uDF93\uDFA0-\uDFCA\uDFCF-\uDFD3\uDFE0-\uDFF0\uDFF4\uDFF8-\uDFFF]|\uD83D[\uDC00-\uDC3E\uDC40\uDC42-\uDCFC\uDCFF-\uDD3D\uDD4B-\uDD4E\uDD50-\uDD67\uDD7A\uDD95\uDD96\uDDA4\uDDFB-\uDE4F\uDE80-\uDEC5\uDECC\uDED0-\uDED2\uDED5\uDEEB\uDEEC\uDEF4-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])|(?:[#\*0-9\xA9\xAE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA\u231A\u231B\u2328\u23CF\u23E9-\u23F3\u23F8-\u23FA\u24C2\u25AA\u25AB\u25B6\u25C0\u25FB-\u25FE\u2600-\u2604\u260E\u2611\u2614\u2615\u2618\u261D\u2620\u2622\u2623\u2626\u262A\u262E\u262F\u2638-\u263A\u2640\u2642\u2648-\u2653\u265F\u2660\u2663\u2665\u2666\u2668\u267B\u267E\u267F\u2692-\u2697\u2699\u269B\u269C\u26A0\u26A1\u26AA\u26AB\u26B0\u26B1\u26BD\u26BE\u26C4\u26C5\u26C8\u26CE\u26CF\u26D1\u26D3\u26D4\u26E9\u26EA\u26F0-\u26F5\u26F7-\u26FA\u26FD\u2702\u2705\u2708-\u270D\u270F\u2712\u2714\u2716\u271D\u2721\u2728\u2733\u2734\u2744\u2747\u274C\u274E\u2753-\u2755\u2757\u2763\u2764\u2795-\u2797\u27A1\u27B0\u27BF\u2934\u2935\u2B05-\u2B07\u2B1B\u2B1C\u2B50\u2B55\u3030\u303D\u3297\u3299]|\uD83C[\uDC04\uDCCF\uDD70\uDD71\uDD7E\uDD7F\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE02\uDE1A\uDE2F\uDE32-\uDE3A\uDE50\uDE51\uDF00-\uDF21\uDF24-\uDF93\uDF96\uDF97\uDF99-\uDF9B\uDF9E-\uDFF0\uDFF3-\uDFF5\uDFF7-\uDFFF]|\uD83D[\uDC00-\uDCFD\uDCFF-\uDD3D\uDD49-\uDD4E\uDD50-\uDD67\uDD6F\uDD70\uDD73-\uDD7A\uDD87\uDD8A-\uDD8D\uDD90\uDD95\uDD96\uDDA4\uDDA5\uDDA8\uDDB1\uDDB2\uDDBC\uDDC2-\uDDC4\uDDD1-\uDDD3\uDDDC-\uDDDE\uDDE1\uDDE3\uDDE8\uDDEF\uDDF3\uDDFA-\uDE4F\uDE80-\uDEC5\uDECB-\uDED2\uDED5\uDEE0-\uDEE5\uDEE9\uDEEB\uDEEC\uDEF0\uDEF3-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])\uFE0F|(?:[\u261D\u26F9\u270A-\u270D]|\uD83C[\uDF85\uDFC2-\uDFC4\uDFC7\uDFCA-\uDFCC]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66-\uDC78\uDC7C\uDC81-\uDC83\uDC85-\uDC87\uDC8F\uDC91\uDCAA\uDD74\uDD75\uDD7A\uDD90\uDD95\uDD96\uDE45-\uDE47\uDE4B-\uDE4F\uDEA3\uDEB4-\uDEB6\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1F\uDD26\uDD30-\uDD39\uDD3C-\uDD3E\uDDB5\uDDB6\uDDB8\uDDB9\uDDBB\uDDCD-\uDDCF\uDDD1-\uDDDD])/g;
};


/***/ }),

/***/ 28204:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const path = __webpack_require__(16928);
const childProcess = __webpack_require__(35317);
const util = __webpack_require__(39023);
const crossSpawn = __webpack_require__(95046);
const stripEof = __webpack_require__(87017);
const npmRunPath = __webpack_require__(36883);
const isStream = __webpack_require__(96543);
const _getStream = __webpack_require__(96771);
const pFinally = __webpack_require__(32766);
const onExit = __webpack_require__(66627);
const errname = __webpack_require__(26500);
const stdio = __webpack_require__(85109);

const TEN_MEGABYTES = 1000 * 1000 * 10;

function handleArgs(cmd, args, opts) {
	let parsed;

	opts = Object.assign({
		extendEnv: true,
		env: {}
	}, opts);

	if (opts.extendEnv) {
		opts.env = Object.assign({}, process.env, opts.env);
	}

	if (opts.__winShell === true) {
		delete opts.__winShell;
		parsed = {
			command: cmd,
			args,
			options: opts,
			file: cmd,
			original: {
				cmd,
				args
			}
		};
	} else {
		parsed = crossSpawn._parse(cmd, args, opts);
	}

	opts = Object.assign({
		maxBuffer: TEN_MEGABYTES,
		stripEof: true,
		preferLocal: true,
		localDir: parsed.options.cwd || process.cwd(),
		encoding: 'utf8',
		reject: true,
		cleanup: true
	}, parsed.options);

	opts.stdio = stdio(opts);

	if (opts.preferLocal) {
		opts.env = npmRunPath.env(Object.assign({}, opts, {cwd: opts.localDir}));
	}

	if (opts.detached) {
		// #115
		opts.cleanup = false;
	}

	if (process.platform === 'win32' && path.basename(parsed.command) === 'cmd.exe') {
		// #116
		parsed.args.unshift('/q');
	}

	return {
		cmd: parsed.command,
		args: parsed.args,
		opts,
		parsed
	};
}

function handleInput(spawned, opts) {
	const input = opts.input;

	if (input === null || input === undefined) {
		return;
	}

	if (isStream(input)) {
		input.pipe(spawned.stdin);
	} else {
		spawned.stdin.end(input);
	}
}

function handleOutput(opts, val) {
	if (val && opts.stripEof) {
		val = stripEof(val);
	}

	return val;
}

function handleShell(fn, cmd, opts) {
	let file = '/bin/sh';
	let args = ['-c', cmd];

	opts = Object.assign({}, opts);

	if (process.platform === 'win32') {
		opts.__winShell = true;
		file = process.env.comspec || 'cmd.exe';
		args = ['/s', '/c', `"${cmd}"`];
		opts.windowsVerbatimArguments = true;
	}

	if (opts.shell) {
		file = opts.shell;
		delete opts.shell;
	}

	return fn(file, args, opts);
}

function getStream(process, stream, encoding, maxBuffer) {
	if (!process[stream]) {
		return null;
	}

	let ret;

	if (encoding) {
		ret = _getStream(process[stream], {
			encoding,
			maxBuffer
		});
	} else {
		ret = _getStream.buffer(process[stream], {maxBuffer});
	}

	return ret.catch(err => {
		err.stream = stream;
		err.message = `${stream} ${err.message}`;
		throw err;
	});
}

function makeError(result, options) {
	const stdout = result.stdout;
	const stderr = result.stderr;

	let err = result.error;
	const code = result.code;
	const signal = result.signal;

	const parsed = options.parsed;
	const joinedCmd = options.joinedCmd;
	const timedOut = options.timedOut || false;

	if (!err) {
		let output = '';

		if (Array.isArray(parsed.opts.stdio)) {
			if (parsed.opts.stdio[2] !== 'inherit') {
				output += output.length > 0 ? stderr : `\n${stderr}`;
			}

			if (parsed.opts.stdio[1] !== 'inherit') {
				output += `\n${stdout}`;
			}
		} else if (parsed.opts.stdio !== 'inherit') {
			output = `\n${stderr}${stdout}`;
		}

		err = new Error(`Command failed: ${joinedCmd}${output}`);
		err.code = code < 0 ? errname(code) : code;
	}

	err.stdout = stdout;
	err.stderr = stderr;
	err.failed = true;
	err.signal = signal || null;
	err.cmd = joinedCmd;
	err.timedOut = timedOut;

	return err;
}

function joinCmd(cmd, args) {
	let joinedCmd = cmd;

	if (Array.isArray(args) && args.length > 0) {
		joinedCmd += ' ' + args.join(' ');
	}

	return joinedCmd;
}

module.exports = (cmd, args, opts) => {
	const parsed = handleArgs(cmd, args, opts);
	const encoding = parsed.opts.encoding;
	const maxBuffer = parsed.opts.maxBuffer;
	const joinedCmd = joinCmd(cmd, args);

	let spawned;
	try {
		spawned = childProcess.spawn(parsed.cmd, parsed.args, parsed.opts);
	} catch (err) {
		return Promise.reject(err);
	}

	let removeExitHandler;
	if (parsed.opts.cleanup) {
		removeExitHandler = onExit(() => {
			spawned.kill();
		});
	}

	let timeoutId = null;
	let timedOut = false;

	const cleanup = () => {
		if (timeoutId) {
			clearTimeout(timeoutId);
			timeoutId = null;
		}

		if (removeExitHandler) {
			removeExitHandler();
		}
	};

	if (parsed.opts.timeout > 0) {
		timeoutId = setTimeout(() => {
			timeoutId = null;
			timedOut = true;
			spawned.kill(parsed.opts.killSignal);
		}, parsed.opts.timeout);
	}

	const processDone = new Promise(resolve => {
		spawned.on('exit', (code, signal) => {
			cleanup();
			resolve({code, signal});
		});

		spawned.on('error', err => {
			cleanup();
			resolve({error: err});
		});

		if (spawned.stdin) {
			spawned.stdin.on('error', err => {
				cleanup();
				resolve({error: err});
			});
		}
	});

	function destroy() {
		if (spawned.stdout) {
			spawned.stdout.destroy();
		}

		if (spawned.stderr) {
			spawned.stderr.destroy();
		}
	}

	const handlePromise = () => pFinally(Promise.all([
		processDone,
		getStream(spawned, 'stdout', encoding, maxBuffer),
		getStream(spawned, 'stderr', encoding, maxBuffer)
	]).then(arr => {
		const result = arr[0];
		result.stdout = arr[1];
		result.stderr = arr[2];

		if (result.error || result.code !== 0 || result.signal !== null) {
			const err = makeError(result, {
				joinedCmd,
				parsed,
				timedOut
			});

			// TODO: missing some timeout logic for killed
			// https://github.com/nodejs/node/blob/master/lib/child_process.js#L203
			// err.killed = spawned.killed || killed;
			err.killed = err.killed || spawned.killed;

			if (!parsed.opts.reject) {
				return err;
			}

			throw err;
		}

		return {
			stdout: handleOutput(parsed.opts, result.stdout),
			stderr: handleOutput(parsed.opts, result.stderr),
			code: 0,
			failed: false,
			killed: false,
			signal: null,
			cmd: joinedCmd,
			timedOut: false
		};
	}), destroy);

	crossSpawn._enoent.hookChildProcess(spawned, parsed.parsed);

	handleInput(spawned, parsed.opts);

	spawned.then = (onfulfilled, onrejected) => handlePromise().then(onfulfilled, onrejected);
	spawned.catch = onrejected => handlePromise().catch(onrejected);

	return spawned;
};

module.exports.stdout = function () {
	// TODO: set `stderr: 'ignore'` when that option is implemented
	return module.exports.apply(null, arguments).then(x => x.stdout);
};

module.exports.stderr = function () {
	// TODO: set `stdout: 'ignore'` when that option is implemented
	return module.exports.apply(null, arguments).then(x => x.stderr);
};

module.exports.shell = (cmd, opts) => handleShell(module.exports, cmd, opts);

module.exports.sync = (cmd, args, opts) => {
	const parsed = handleArgs(cmd, args, opts);
	const joinedCmd = joinCmd(cmd, args);

	if (isStream(parsed.opts.input)) {
		throw new TypeError('The `input` option cannot be a stream in sync mode');
	}

	const result = childProcess.spawnSync(parsed.cmd, parsed.args, parsed.opts);
	result.code = result.status;

	if (result.error || result.status !== 0 || result.signal !== null) {
		const err = makeError(result, {
			joinedCmd,
			parsed
		});

		if (!parsed.opts.reject) {
			return err;
		}

		throw err;
	}

	return {
		stdout: handleOutput(parsed.opts, result.stdout),
		stderr: handleOutput(parsed.opts, result.stderr),
		code: 0,
		failed: false,
		signal: null,
		cmd: joinedCmd,
		timedOut: false
	};
};

module.exports.shellSync = (cmd, opts) => handleShell(module.exports.sync, cmd, opts);

module.exports.spawn = util.deprecate(module.exports, 'execa.spawn() is deprecated. Use execa() instead.');


/***/ }),

/***/ 26500:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


// Older verions of Node might not have `util.getSystemErrorName()`.
// In that case, fall back to a deprecated internal.
const util = __webpack_require__(39023);

let uv;

if (typeof util.getSystemErrorName === 'function') {
	module.exports = util.getSystemErrorName;
} else {
	try {
		uv = process.binding('uv');

		if (typeof uv.errname !== 'function') {
			throw new TypeError('uv.errname is not a function');
		}
	} catch (err) {
		console.error('execa/lib/errname: unable to establish process.binding(\'uv\')', err);
		uv = null;
	}

	module.exports = code => errname(uv, code);
}

// Used for testing the fallback behavior
module.exports.__test__ = errname;

function errname(uv, code) {
	if (uv) {
		return uv.errname(code);
	}

	if (!(code < 0)) {
		throw new Error('err >= 0');
	}

	return `Unknown system error ${code}`;
}



/***/ }),

/***/ 85109:
/***/ ((module) => {


const alias = ['stdin', 'stdout', 'stderr'];

const hasAlias = opts => alias.some(x => Boolean(opts[x]));

module.exports = opts => {
	if (!opts) {
		return null;
	}

	if (opts.stdio && hasAlias(opts)) {
		throw new Error(`It's not possible to provide \`stdio\` in combination with one of ${alias.map(x => `\`${x}\``).join(', ')}`);
	}

	if (typeof opts.stdio === 'string') {
		return opts.stdio;
	}

	const stdio = opts.stdio || [];

	if (!Array.isArray(stdio)) {
		throw new TypeError(`Expected \`stdio\` to be of type \`string\` or \`Array\`, got \`${typeof stdio}\``);
	}

	const result = [];
	const len = Math.max(stdio.length, alias.length);

	for (let i = 0; i < len; i++) {
		let value = null;

		if (stdio[i] !== undefined) {
			value = stdio[i];
		} else if (opts[alias[i]] !== undefined) {
			value = opts[alias[i]];
		}

		result[i] = value;
	}

	return result;
};


/***/ }),

/***/ 95046:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const cp = __webpack_require__(35317);
const parse = __webpack_require__(81577);
const enoent = __webpack_require__(3001);

function spawn(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);

    // Hook into child process "exit" event to emit an error if the command
    // does not exists, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    enoent.hookChildProcess(spawned, parsed);

    return spawned;
}

function spawnSync(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);

    // Analyze if the command does not exist, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);

    return result;
}

module.exports = spawn;
module.exports.spawn = spawn;
module.exports.sync = spawnSync;

module.exports._parse = parse;
module.exports._enoent = enoent;


/***/ }),

/***/ 3001:
/***/ ((module) => {



const isWin = process.platform === 'win32';

function notFoundError(original, syscall) {
    return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: 'ENOENT',
        errno: 'ENOENT',
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args,
    });
}

function hookChildProcess(cp, parsed) {
    if (!isWin) {
        return;
    }

    const originalEmit = cp.emit;

    cp.emit = function (name, arg1) {
        // If emitting "exit" event and exit code is 1, we need to check if
        // the command exists and emit an "error" instead
        // See https://github.com/IndigoUnited/node-cross-spawn/issues/16
        if (name === 'exit') {
            const err = verifyENOENT(arg1, parsed, 'spawn');

            if (err) {
                return originalEmit.call(cp, 'error', err);
            }
        }

        return originalEmit.apply(cp, arguments); // eslint-disable-line prefer-rest-params
    };
}

function verifyENOENT(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawn');
    }

    return null;
}

function verifyENOENTSync(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawnSync');
    }

    return null;
}

module.exports = {
    hookChildProcess,
    verifyENOENT,
    verifyENOENTSync,
    notFoundError,
};


/***/ }),

/***/ 81577:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const path = __webpack_require__(16928);
const niceTry = __webpack_require__(83048);
const resolveCommand = __webpack_require__(8542);
const escape = __webpack_require__(61120);
const readShebang = __webpack_require__(86179);
const semver = __webpack_require__(4306);

const isWin = process.platform === 'win32';
const isExecutableRegExp = /\.(?:com|exe)$/i;
const isCmdShimRegExp = /node_modules[\\/].bin[\\/][^\\/]+\.cmd$/i;

// `options.shell` is supported in Node ^4.8.0, ^5.7.0 and >= 6.0.0
const supportsShellOption = niceTry(() => semver.satisfies(process.version, '^4.8.0 || ^5.7.0 || >= 6.0.0', true)) || false;

function detectShebang(parsed) {
    parsed.file = resolveCommand(parsed);

    const shebang = parsed.file && readShebang(parsed.file);

    if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;

        return resolveCommand(parsed);
    }

    return parsed.file;
}

function parseNonShell(parsed) {
    if (!isWin) {
        return parsed;
    }

    // Detect & add support for shebangs
    const commandFile = detectShebang(parsed);

    // We don't need a shell if the command filename is an executable
    const needsShell = !isExecutableRegExp.test(commandFile);

    // If a shell is required, use cmd.exe and take care of escaping everything correctly
    // Note that `forceShell` is an hidden option used only in tests
    if (parsed.options.forceShell || needsShell) {
        // Need to double escape meta chars if the command is a cmd-shim located in `node_modules/.bin/`
        // The cmd-shim simply calls execute the package bin file with NodeJS, proxying any argument
        // Because the escape of metachars with ^ gets interpreted when the cmd.exe is first called,
        // we need to double escape them
        const needsDoubleEscapeMetaChars = isCmdShimRegExp.test(commandFile);

        // Normalize posix paths into OS compatible paths (e.g.: foo/bar -> foo\bar)
        // This is necessary otherwise it will always fail with ENOENT in those cases
        parsed.command = path.normalize(parsed.command);

        // Escape command & arguments
        parsed.command = escape.command(parsed.command);
        parsed.args = parsed.args.map((arg) => escape.argument(arg, needsDoubleEscapeMetaChars));

        const shellCommand = [parsed.command].concat(parsed.args).join(' ');

        parsed.args = ['/d', '/s', '/c', `"${shellCommand}"`];
        parsed.command = process.env.comspec || 'cmd.exe';
        parsed.options.windowsVerbatimArguments = true; // Tell node's spawn that the arguments are already escaped
    }

    return parsed;
}

function parseShell(parsed) {
    // If node supports the shell option, there's no need to mimic its behavior
    if (supportsShellOption) {
        return parsed;
    }

    // Mimic node shell option
    // See https://github.com/nodejs/node/blob/b9f6a2dc059a1062776133f3d4fd848c4da7d150/lib/child_process.js#L335
    const shellCommand = [parsed.command].concat(parsed.args).join(' ');

    if (isWin) {
        parsed.command = typeof parsed.options.shell === 'string' ? parsed.options.shell : process.env.comspec || 'cmd.exe';
        parsed.args = ['/d', '/s', '/c', `"${shellCommand}"`];
        parsed.options.windowsVerbatimArguments = true; // Tell node's spawn that the arguments are already escaped
    } else {
        if (typeof parsed.options.shell === 'string') {
            parsed.command = parsed.options.shell;
        } else if (process.platform === 'android') {
            parsed.command = '/system/bin/sh';
        } else {
            parsed.command = '/bin/sh';
        }

        parsed.args = ['-c', shellCommand];
    }

    return parsed;
}

function parse(command, args, options) {
    // Normalize arguments, similar to nodejs
    if (args && !Array.isArray(args)) {
        options = args;
        args = null;
    }

    args = args ? args.slice(0) : []; // Clone array to avoid changing the original
    options = Object.assign({}, options); // Clone object to avoid changing the original

    // Build our parsed object
    const parsed = {
        command,
        args,
        options,
        file: undefined,
        original: {
            command,
            args,
        },
    };

    // Delegate further parsing to shell or non-shell
    return options.shell ? parseShell(parsed) : parseNonShell(parsed);
}

module.exports = parse;


/***/ }),

/***/ 61120:
/***/ ((module) => {



// See http://www.robvanderwoude.com/escapechars.php
const metaCharsRegExp = /([()\][%!^"`<>&|;, *?])/g;

function escapeCommand(arg) {
    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    return arg;
}

function escapeArgument(arg, doubleEscapeMetaChars) {
    // Convert to string
    arg = `${arg}`;

    // Algorithm below is based on https://qntm.org/cmd
    // It's slightly altered to disable JS backtracking to avoid hanging on specially crafted input
    // Please see https://github.com/moxystudio/node-cross-spawn/pull/160 for more information

    // Sequence of backslashes followed by a double quote:
    // double up all the backslashes and escape the double quote
    arg = arg.replace(/(?=(\\+?)?)\1"/g, '$1$1\\"');

    // Sequence of backslashes followed by the end of the string
    // (which will become a double quote later):
    // double up all the backslashes
    arg = arg.replace(/(?=(\\+?)?)\1$/, '$1$1');

    // All other backslashes occur literally

    // Quote the whole thing:
    arg = `"${arg}"`;

    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    // Double escape meta chars if necessary
    if (doubleEscapeMetaChars) {
        arg = arg.replace(metaCharsRegExp, '^$1');
    }

    return arg;
}

module.exports.command = escapeCommand;
module.exports.argument = escapeArgument;


/***/ }),

/***/ 86179:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const fs = __webpack_require__(79896);
const shebangCommand = __webpack_require__(12956);

function readShebang(command) {
    // Read the first 150 bytes from the file
    const size = 150;
    let buffer;

    if (Buffer.alloc) {
        // Node.js v4.5+ / v5.10+
        buffer = Buffer.alloc(size);
    } else {
        // Old Node.js API
        buffer = new Buffer(size);
        buffer.fill(0); // zero-fill
    }

    let fd;

    try {
        fd = fs.openSync(command, 'r');
        fs.readSync(fd, buffer, 0, size, 0);
        fs.closeSync(fd);
    } catch (e) { /* Empty */ }

    // Attempt to extract shebang (null is returned if not a shebang)
    return shebangCommand(buffer.toString());
}

module.exports = readShebang;


/***/ }),

/***/ 8542:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const path = __webpack_require__(16928);
const which = __webpack_require__(94204);
const pathKey = __webpack_require__(43909)();

function resolveCommandAttempt(parsed, withoutPathExt) {
    const cwd = process.cwd();
    const hasCustomCwd = parsed.options.cwd != null;
    // Worker threads do not have process.chdir()
    const shouldSwitchCwd = hasCustomCwd && process.chdir !== undefined;

    // If a custom `cwd` was specified, we need to change the process cwd
    // because `which` will do stat calls but does not support a custom cwd
    if (shouldSwitchCwd) {
        try {
            process.chdir(parsed.options.cwd);
        } catch (err) {
            /* Empty */
        }
    }

    let resolved;

    try {
        resolved = which.sync(parsed.command, {
            path: (parsed.options.env || process.env)[pathKey],
            pathExt: withoutPathExt ? path.delimiter : undefined,
        });
    } catch (e) {
        /* Empty */
    } finally {
        if (shouldSwitchCwd) {
            process.chdir(cwd);
        }
    }

    // If we successfully resolved, ensure that an absolute path is returned
    // Note that when a custom `cwd` was used, we need to resolve to an absolute path based on it
    if (resolved) {
        resolved = path.resolve(hasCustomCwd ? parsed.options.cwd : '', resolved);
    }

    return resolved;
}

function resolveCommand(parsed) {
    return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
}

module.exports = resolveCommand;


/***/ }),

/***/ 43909:
/***/ ((module) => {


module.exports = opts => {
	opts = opts || {};

	const env = opts.env || process.env;
	const platform = opts.platform || process.platform;

	if (platform !== 'win32') {
		return 'PATH';
	}

	return Object.keys(env).find(x => x.toUpperCase() === 'PATH') || 'Path';
};


/***/ }),

/***/ 4306:
/***/ ((module, exports) => {

exports = module.exports = SemVer

var debug
/* istanbul ignore next */
if (typeof process === 'object' &&
    process.env &&
    process.env.NODE_DEBUG &&
    /\bsemver\b/i.test(process.env.NODE_DEBUG)) {
  debug = function () {
    var args = Array.prototype.slice.call(arguments, 0)
    args.unshift('SEMVER')
    console.log.apply(console, args)
  }
} else {
  debug = function () {}
}

// Note: this is the semver.org version of the spec that it implements
// Not necessarily the package version of this code.
exports.SEMVER_SPEC_VERSION = '2.0.0'

var MAX_LENGTH = 256
var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER ||
  /* istanbul ignore next */ 9007199254740991

// Max safe segment length for coercion.
var MAX_SAFE_COMPONENT_LENGTH = 16

var MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6

// The actual regexps go on exports.re
var re = exports.re = []
var safeRe = exports.safeRe = []
var src = exports.src = []
var R = 0

var LETTERDASHNUMBER = '[a-zA-Z0-9-]'

// Replace some greedy regex tokens to prevent regex dos issues. These regex are
// used internally via the safeRe object since all inputs in this library get
// normalized first to trim and collapse all extra whitespace. The original
// regexes are exported for userland consumption and lower level usage. A
// future breaking change could export the safer regex only with a note that
// all input should have extra whitespace removed.
var safeRegexReplacements = [
  ['\\s', 1],
  ['\\d', MAX_LENGTH],
  [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH],
]

function makeSafeRe (value) {
  for (var i = 0; i < safeRegexReplacements.length; i++) {
    var token = safeRegexReplacements[i][0]
    var max = safeRegexReplacements[i][1]
    value = value
      .split(token + '*').join(token + '{0,' + max + '}')
      .split(token + '+').join(token + '{1,' + max + '}')
  }
  return value
}

// The following Regular Expressions can be used for tokenizing,
// validating, and parsing SemVer version strings.

// ## Numeric Identifier
// A single `0`, or a non-zero digit followed by zero or more digits.

var NUMERICIDENTIFIER = R++
src[NUMERICIDENTIFIER] = '0|[1-9]\\d*'
var NUMERICIDENTIFIERLOOSE = R++
src[NUMERICIDENTIFIERLOOSE] = '\\d+'

// ## Non-numeric Identifier
// Zero or more digits, followed by a letter or hyphen, and then zero or
// more letters, digits, or hyphens.

var NONNUMERICIDENTIFIER = R++
src[NONNUMERICIDENTIFIER] = '\\d*[a-zA-Z-]' + LETTERDASHNUMBER + '*'

// ## Main Version
// Three dot-separated numeric identifiers.

var MAINVERSION = R++
src[MAINVERSION] = '(' + src[NUMERICIDENTIFIER] + ')\\.' +
                   '(' + src[NUMERICIDENTIFIER] + ')\\.' +
                   '(' + src[NUMERICIDENTIFIER] + ')'

var MAINVERSIONLOOSE = R++
src[MAINVERSIONLOOSE] = '(' + src[NUMERICIDENTIFIERLOOSE] + ')\\.' +
                        '(' + src[NUMERICIDENTIFIERLOOSE] + ')\\.' +
                        '(' + src[NUMERICIDENTIFIERLOOSE] + ')'

// ## Pre-release Version Identifier
// A numeric identifier, or a non-numeric identifier.

var PRERELEASEIDENTIFIER = R++
src[PRERELEASEIDENTIFIER] = '(?:' + src[NUMERICIDENTIFIER] +
                            '|' + src[NONNUMERICIDENTIFIER] + ')'

var PRERELEASEIDENTIFIERLOOSE = R++
src[PRERELEASEIDENTIFIERLOOSE] = '(?:' + src[NUMERICIDENTIFIERLOOSE] +
                                 '|' + src[NONNUMERICIDENTIFIER] + ')'

// ## Pre-release Version
// Hyphen, followed by one or more dot-separated pre-release version
// identifiers.

var PRERELEASE = R++
src[PRERELEASE] = '(?:-(' + src[PRERELEASEIDENTIFIER] +
                  '(?:\\.' + src[PRERELEASEIDENTIFIER] + ')*))'

var PRERELEASELOOSE = R++
src[PRERELEASELOOSE] = '(?:-?(' + src[PRERELEASEIDENTIFIERLOOSE] +
                       '(?:\\.' + src[PRERELEASEIDENTIFIERLOOSE] + ')*))'

// ## Build Metadata Identifier
// Any combination of digits, letters, or hyphens.

var BUILDIDENTIFIER = R++
src[BUILDIDENTIFIER] = LETTERDASHNUMBER + '+'

// ## Build Metadata
// Plus sign, followed by one or more period-separated build metadata
// identifiers.

var BUILD = R++
src[BUILD] = '(?:\\+(' + src[BUILDIDENTIFIER] +
             '(?:\\.' + src[BUILDIDENTIFIER] + ')*))'

// ## Full Version String
// A main version, followed optionally by a pre-release version and
// build metadata.

// Note that the only major, minor, patch, and pre-release sections of
// the version string are capturing groups.  The build metadata is not a
// capturing group, because it should not ever be used in version
// comparison.

var FULL = R++
var FULLPLAIN = 'v?' + src[MAINVERSION] +
                src[PRERELEASE] + '?' +
                src[BUILD] + '?'

src[FULL] = '^' + FULLPLAIN + '$'

// like full, but allows v1.2.3 and =1.2.3, which people do sometimes.
// also, 1.0.0alpha1 (prerelease without the hyphen) which is pretty
// common in the npm registry.
var LOOSEPLAIN = '[v=\\s]*' + src[MAINVERSIONLOOSE] +
                 src[PRERELEASELOOSE] + '?' +
                 src[BUILD] + '?'

var LOOSE = R++
src[LOOSE] = '^' + LOOSEPLAIN + '$'

var GTLT = R++
src[GTLT] = '((?:<|>)?=?)'

// Something like "2.*" or "1.2.x".
// Note that "x.x" is a valid xRange identifer, meaning "any version"
// Only the first item is strictly required.
var XRANGEIDENTIFIERLOOSE = R++
src[XRANGEIDENTIFIERLOOSE] = src[NUMERICIDENTIFIERLOOSE] + '|x|X|\\*'
var XRANGEIDENTIFIER = R++
src[XRANGEIDENTIFIER] = src[NUMERICIDENTIFIER] + '|x|X|\\*'

var XRANGEPLAIN = R++
src[XRANGEPLAIN] = '[v=\\s]*(' + src[XRANGEIDENTIFIER] + ')' +
                   '(?:\\.(' + src[XRANGEIDENTIFIER] + ')' +
                   '(?:\\.(' + src[XRANGEIDENTIFIER] + ')' +
                   '(?:' + src[PRERELEASE] + ')?' +
                   src[BUILD] + '?' +
                   ')?)?'

var XRANGEPLAINLOOSE = R++
src[XRANGEPLAINLOOSE] = '[v=\\s]*(' + src[XRANGEIDENTIFIERLOOSE] + ')' +
                        '(?:\\.(' + src[XRANGEIDENTIFIERLOOSE] + ')' +
                        '(?:\\.(' + src[XRANGEIDENTIFIERLOOSE] + ')' +
                        '(?:' + src[PRERELEASELOOSE] + ')?' +
                        src[BUILD] + '?' +
                        ')?)?'

var XRANGE = R++
src[XRANGE] = '^' + src[GTLT] + '\\s*' + src[XRANGEPLAIN] + '$'
var XRANGELOOSE = R++
src[XRANGELOOSE] = '^' + src[GTLT] + '\\s*' + src[XRANGEPLAINLOOSE] + '$'

// Coercion.
// Extract anything that could conceivably be a part of a valid semver
var COERCE = R++
src[COERCE] = '(?:^|[^\\d])' +
              '(\\d{1,' + MAX_SAFE_COMPONENT_LENGTH + '})' +
              '(?:\\.(\\d{1,' + MAX_SAFE_COMPONENT_LENGTH + '}))?' +
              '(?:\\.(\\d{1,' + MAX_SAFE_COMPONENT_LENGTH + '}))?' +
              '(?:$|[^\\d])'

// Tilde ranges.
// Meaning is "reasonably at or greater than"
var LONETILDE = R++
src[LONETILDE] = '(?:~>?)'

var TILDETRIM = R++
src[TILDETRIM] = '(\\s*)' + src[LONETILDE] + '\\s+'
re[TILDETRIM] = new RegExp(src[TILDETRIM], 'g')
safeRe[TILDETRIM] = new RegExp(makeSafeRe(src[TILDETRIM]), 'g')
var tildeTrimReplace = '$1~'

var TILDE = R++
src[TILDE] = '^' + src[LONETILDE] + src[XRANGEPLAIN] + '$'
var TILDELOOSE = R++
src[TILDELOOSE] = '^' + src[LONETILDE] + src[XRANGEPLAINLOOSE] + '$'

// Caret ranges.
// Meaning is "at least and backwards compatible with"
var LONECARET = R++
src[LONECARET] = '(?:\\^)'

var CARETTRIM = R++
src[CARETTRIM] = '(\\s*)' + src[LONECARET] + '\\s+'
re[CARETTRIM] = new RegExp(src[CARETTRIM], 'g')
safeRe[CARETTRIM] = new RegExp(makeSafeRe(src[CARETTRIM]), 'g')
var caretTrimReplace = '$1^'

var CARET = R++
src[CARET] = '^' + src[LONECARET] + src[XRANGEPLAIN] + '$'
var CARETLOOSE = R++
src[CARETLOOSE] = '^' + src[LONECARET] + src[XRANGEPLAINLOOSE] + '$'

// A simple gt/lt/eq thing, or just "" to indicate "any version"
var COMPARATORLOOSE = R++
src[COMPARATORLOOSE] = '^' + src[GTLT] + '\\s*(' + LOOSEPLAIN + ')$|^$'
var COMPARATOR = R++
src[COMPARATOR] = '^' + src[GTLT] + '\\s*(' + FULLPLAIN + ')$|^$'

// An expression to strip any whitespace between the gtlt and the thing
// it modifies, so that `> 1.2.3` ==> `>1.2.3`
var COMPARATORTRIM = R++
src[COMPARATORTRIM] = '(\\s*)' + src[GTLT] +
                      '\\s*(' + LOOSEPLAIN + '|' + src[XRANGEPLAIN] + ')'

// this one has to use the /g flag
re[COMPARATORTRIM] = new RegExp(src[COMPARATORTRIM], 'g')
safeRe[COMPARATORTRIM] = new RegExp(makeSafeRe(src[COMPARATORTRIM]), 'g')

// Something like `1.2.3 - 1.2.4`
// Note that these all use the loose form, because they'll be
// checked against either the strict or loose comparator form
// later.
var HYPHENRANGE = R++
src[HYPHENRANGE] = '^\\s*(' + src[XRANGEPLAIN] + ')' +
                   '\\s+-\\s+' +
                   '(' + src[XRANGEPLAIN] + ')' +
                   '\\s*$'

var HYPHENRANGELOOSE = R++
src[HYPHENRANGELOOSE] = '^\\s*(' + src[XRANGEPLAINLOOSE] + ')' +
                        '\\s+-\\s+' +
                        '(' + src[XRANGEPLAINLOOSE] + ')' +
                        '\\s*$'

// Star ranges basically just allow anything at all.
var STAR = R++
src[STAR] = '(<|>)?=?\\s*\\*'

// Compile to actual regexp objects.
// All are flag-free, unless they were created above with a flag.
for (var i = 0; i < R; i++) {
  debug(i, src[i])
  if (!re[i]) {
    re[i] = new RegExp(src[i])

    // Replace all greedy whitespace to prevent regex dos issues. These regex are
    // used internally via the safeRe object since all inputs in this library get
    // normalized first to trim and collapse all extra whitespace. The original
    // regexes are exported for userland consumption and lower level usage. A
    // future breaking change could export the safer regex only with a note that
    // all input should have extra whitespace removed.
    safeRe[i] = new RegExp(makeSafeRe(src[i]))
  }
}

exports.parse = parse
function parse (version, options) {
  if (!options || typeof options !== 'object') {
    options = {
      loose: !!options,
      includePrerelease: false
    }
  }

  if (version instanceof SemVer) {
    return version
  }

  if (typeof version !== 'string') {
    return null
  }

  if (version.length > MAX_LENGTH) {
    return null
  }

  var r = options.loose ? safeRe[LOOSE] : safeRe[FULL]
  if (!r.test(version)) {
    return null
  }

  try {
    return new SemVer(version, options)
  } catch (er) {
    return null
  }
}

exports.valid = valid
function valid (version, options) {
  var v = parse(version, options)
  return v ? v.version : null
}

exports.clean = clean
function clean (version, options) {
  var s = parse(version.trim().replace(/^[=v]+/, ''), options)
  return s ? s.version : null
}

exports.SemVer = SemVer

function SemVer (version, options) {
  if (!options || typeof options !== 'object') {
    options = {
      loose: !!options,
      includePrerelease: false
    }
  }
  if (version instanceof SemVer) {
    if (version.loose === options.loose) {
      return version
    } else {
      version = version.version
    }
  } else if (typeof version !== 'string') {
    throw new TypeError('Invalid Version: ' + version)
  }

  if (version.length > MAX_LENGTH) {
    throw new TypeError('version is longer than ' + MAX_LENGTH + ' characters')
  }

  if (!(this instanceof SemVer)) {
    return new SemVer(version, options)
  }

  debug('SemVer', version, options)
  this.options = options
  this.loose = !!options.loose

  var m = version.trim().match(options.loose ? safeRe[LOOSE] : safeRe[FULL])

  if (!m) {
    throw new TypeError('Invalid Version: ' + version)
  }

  this.raw = version

  // these are actually numbers
  this.major = +m[1]
  this.minor = +m[2]
  this.patch = +m[3]

  if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
    throw new TypeError('Invalid major version')
  }

  if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
    throw new TypeError('Invalid minor version')
  }

  if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
    throw new TypeError('Invalid patch version')
  }

  // numberify any prerelease numeric ids
  if (!m[4]) {
    this.prerelease = []
  } else {
    this.prerelease = m[4].split('.').map(function (id) {
      if (/^[0-9]+$/.test(id)) {
        var num = +id
        if (num >= 0 && num < MAX_SAFE_INTEGER) {
          return num
        }
      }
      return id
    })
  }

  this.build = m[5] ? m[5].split('.') : []
  this.format()
}

SemVer.prototype.format = function () {
  this.version = this.major + '.' + this.minor + '.' + this.patch
  if (this.prerelease.length) {
    this.version += '-' + this.prerelease.join('.')
  }
  return this.version
}

SemVer.prototype.toString = function () {
  return this.version
}

SemVer.prototype.compare = function (other) {
  debug('SemVer.compare', this.version, this.options, other)
  if (!(other instanceof SemVer)) {
    other = new SemVer(other, this.options)
  }

  return this.compareMain(other) || this.comparePre(other)
}

SemVer.prototype.compareMain = function (other) {
  if (!(other instanceof SemVer)) {
    other = new SemVer(other, this.options)
  }

  return compareIdentifiers(this.major, other.major) ||
         compareIdentifiers(this.minor, other.minor) ||
         compareIdentifiers(this.patch, other.patch)
}

SemVer.prototype.comparePre = function (other) {
  if (!(other instanceof SemVer)) {
    other = new SemVer(other, this.options)
  }

  // NOT having a prerelease is > having one
  if (this.prerelease.length && !other.prerelease.length) {
    return -1
  } else if (!this.prerelease.length && other.prerelease.length) {
    return 1
  } else if (!this.prerelease.length && !other.prerelease.length) {
    return 0
  }

  var i = 0
  do {
    var a = this.prerelease[i]
    var b = other.prerelease[i]
    debug('prerelease compare', i, a, b)
    if (a === undefined && b === undefined) {
      return 0
    } else if (b === undefined) {
      return 1
    } else if (a === undefined) {
      return -1
    } else if (a === b) {
      continue
    } else {
      return compareIdentifiers(a, b)
    }
  } while (++i)
}

// preminor will bump the version up to the next minor release, and immediately
// down to pre-release. premajor and prepatch work the same way.
SemVer.prototype.inc = function (release, identifier) {
  switch (release) {
    case 'premajor':
      this.prerelease.length = 0
      this.patch = 0
      this.minor = 0
      this.major++
      this.inc('pre', identifier)
      break
    case 'preminor':
      this.prerelease.length = 0
      this.patch = 0
      this.minor++
      this.inc('pre', identifier)
      break
    case 'prepatch':
      // If this is already a prerelease, it will bump to the next version
      // drop any prereleases that might already exist, since they are not
      // relevant at this point.
      this.prerelease.length = 0
      this.inc('patch', identifier)
      this.inc('pre', identifier)
      break
    // If the input is a non-prerelease version, this acts the same as
    // prepatch.
    case 'prerelease':
      if (this.prerelease.length === 0) {
        this.inc('patch', identifier)
      }
      this.inc('pre', identifier)
      break

    case 'major':
      // If this is a pre-major version, bump up to the same major version.
      // Otherwise increment major.
      // 1.0.0-5 bumps to 1.0.0
      // 1.1.0 bumps to 2.0.0
      if (this.minor !== 0 ||
          this.patch !== 0 ||
          this.prerelease.length === 0) {
        this.major++
      }
      this.minor = 0
      this.patch = 0
      this.prerelease = []
      break
    case 'minor':
      // If this is a pre-minor version, bump up to the same minor version.
      // Otherwise increment minor.
      // 1.2.0-5 bumps to 1.2.0
      // 1.2.1 bumps to 1.3.0
      if (this.patch !== 0 || this.prerelease.length === 0) {
        this.minor++
      }
      this.patch = 0
      this.prerelease = []
      break
    case 'patch':
      // If this is not a pre-release version, it will increment the patch.
      // If it is a pre-release it will bump up to the same patch version.
      // 1.2.0-5 patches to 1.2.0
      // 1.2.0 patches to 1.2.1
      if (this.prerelease.length === 0) {
        this.patch++
      }
      this.prerelease = []
      break
    // This probably shouldn't be used publicly.
    // 1.0.0 "pre" would become 1.0.0-0 which is the wrong direction.
    case 'pre':
      if (this.prerelease.length === 0) {
        this.prerelease = [0]
      } else {
        var i = this.prerelease.length
        while (--i >= 0) {
          if (typeof this.prerelease[i] === 'number') {
            this.prerelease[i]++
            i = -2
          }
        }
        if (i === -1) {
          // didn't increment anything
          this.prerelease.push(0)
        }
      }
      if (identifier) {
        // 1.2.0-beta.1 bumps to 1.2.0-beta.2,
        // 1.2.0-beta.fooblz or 1.2.0-beta bumps to 1.2.0-beta.0
        if (this.prerelease[0] === identifier) {
          if (isNaN(this.prerelease[1])) {
            this.prerelease = [identifier, 0]
          }
        } else {
          this.prerelease = [identifier, 0]
        }
      }
      break

    default:
      throw new Error('invalid increment argument: ' + release)
  }
  this.format()
  this.raw = this.version
  return this
}

exports.inc = inc
function inc (version, release, loose, identifier) {
  if (typeof (loose) === 'string') {
    identifier = loose
    loose = undefined
  }

  try {
    return new SemVer(version, loose).inc(release, identifier).version
  } catch (er) {
    return null
  }
}

exports.diff = diff
function diff (version1, version2) {
  if (eq(version1, version2)) {
    return null
  } else {
    var v1 = parse(version1)
    var v2 = parse(version2)
    var prefix = ''
    if (v1.prerelease.length || v2.prerelease.length) {
      prefix = 'pre'
      var defaultResult = 'prerelease'
    }
    for (var key in v1) {
      if (key === 'major' || key === 'minor' || key === 'patch') {
        if (v1[key] !== v2[key]) {
          return prefix + key
        }
      }
    }
    return defaultResult // may be undefined
  }
}

exports.compareIdentifiers = compareIdentifiers

var numeric = /^[0-9]+$/
function compareIdentifiers (a, b) {
  var anum = numeric.test(a)
  var bnum = numeric.test(b)

  if (anum && bnum) {
    a = +a
    b = +b
  }

  return a === b ? 0
    : (anum && !bnum) ? -1
    : (bnum && !anum) ? 1
    : a < b ? -1
    : 1
}

exports.rcompareIdentifiers = rcompareIdentifiers
function rcompareIdentifiers (a, b) {
  return compareIdentifiers(b, a)
}

exports.major = major
function major (a, loose) {
  return new SemVer(a, loose).major
}

exports.minor = minor
function minor (a, loose) {
  return new SemVer(a, loose).minor
}

exports.patch = patch
function patch (a, loose) {
  return new SemVer(a, loose).patch
}

exports.compare = compare
function compare (a, b, loose) {
  return new SemVer(a, loose).compare(new SemVer(b, loose))
}

exports.compareLoose = compareLoose
function compareLoose (a, b) {
  return compare(a, b, true)
}

exports.rcompare = rcompare
function rcompare (a, b, loose) {
  return compare(b, a, loose)
}

exports.sort = sort
function sort (list, loose) {
  return list.sort(function (a, b) {
    return exports.compare(a, b, loose)
  })
}

exports.rsort = rsort
function rsort (list, loose) {
  return list.sort(function (a, b) {
    return exports.rcompare(a, b, loose)
  })
}

exports.gt = gt
function gt (a, b, loose) {
  return compare(a, b, loose) > 0
}

exports.lt = lt
function lt (a, b, loose) {
  return compare(a, b, loose) < 0
}

exports.eq = eq
function eq (a, b, loose) {
  return compare(a, b, loose) === 0
}

exports.neq = neq
function neq (a, b, loose) {
  return compare(a, b, loose) !== 0
}

exports.gte = gte
function gte (a, b, loose) {
  return compare(a, b, loose) >= 0
}

exports.lte = lte
function lte (a, b, loose) {
  return compare(a, b, loose) <= 0
}

exports.cmp = cmp
function cmp (a, op, b, loose) {
  switch (op) {
    case '===':
      if (typeof a === 'object')
        a = a.version
      if (typeof b === 'object')
        b = b.version
      return a === b

    case '!==':
      if (typeof a === 'object')
        a = a.version
      if (typeof b === 'object')
        b = b.version
      return a !== b

    case '':
    case '=':
    case '==':
      return eq(a, b, loose)

    case '!=':
      return neq(a, b, loose)

    case '>':
      return gt(a, b, loose)

    case '>=':
      return gte(a, b, loose)

    case '<':
      return lt(a, b, loose)

    case '<=':
      return lte(a, b, loose)

    default:
      throw new TypeError('Invalid operator: ' + op)
  }
}

exports.Comparator = Comparator
function Comparator (comp, options) {
  if (!options || typeof options !== 'object') {
    options = {
      loose: !!options,
      includePrerelease: false
    }
  }

  if (comp instanceof Comparator) {
    if (comp.loose === !!options.loose) {
      return comp
    } else {
      comp = comp.value
    }
  }

  if (!(this instanceof Comparator)) {
    return new Comparator(comp, options)
  }

  comp = comp.trim().split(/\s+/).join(' ')
  debug('comparator', comp, options)
  this.options = options
  this.loose = !!options.loose
  this.parse(comp)

  if (this.semver === ANY) {
    this.value = ''
  } else {
    this.value = this.operator + this.semver.version
  }

  debug('comp', this)
}

var ANY = {}
Comparator.prototype.parse = function (comp) {
  var r = this.options.loose ? safeRe[COMPARATORLOOSE] : safeRe[COMPARATOR]
  var m = comp.match(r)

  if (!m) {
    throw new TypeError('Invalid comparator: ' + comp)
  }

  this.operator = m[1]
  if (this.operator === '=') {
    this.operator = ''
  }

  // if it literally is just '>' or '' then allow anything.
  if (!m[2]) {
    this.semver = ANY
  } else {
    this.semver = new SemVer(m[2], this.options.loose)
  }
}

Comparator.prototype.toString = function () {
  return this.value
}

Comparator.prototype.test = function (version) {
  debug('Comparator.test', version, this.options.loose)

  if (this.semver === ANY) {
    return true
  }

  if (typeof version === 'string') {
    version = new SemVer(version, this.options)
  }

  return cmp(version, this.operator, this.semver, this.options)
}

Comparator.prototype.intersects = function (comp, options) {
  if (!(comp instanceof Comparator)) {
    throw new TypeError('a Comparator is required')
  }

  if (!options || typeof options !== 'object') {
    options = {
      loose: !!options,
      includePrerelease: false
    }
  }

  var rangeTmp

  if (this.operator === '') {
    rangeTmp = new Range(comp.value, options)
    return satisfies(this.value, rangeTmp, options)
  } else if (comp.operator === '') {
    rangeTmp = new Range(this.value, options)
    return satisfies(comp.semver, rangeTmp, options)
  }

  var sameDirectionIncreasing =
    (this.operator === '>=' || this.operator === '>') &&
    (comp.operator === '>=' || comp.operator === '>')
  var sameDirectionDecreasing =
    (this.operator === '<=' || this.operator === '<') &&
    (comp.operator === '<=' || comp.operator === '<')
  var sameSemVer = this.semver.version === comp.semver.version
  var differentDirectionsInclusive =
    (this.operator === '>=' || this.operator === '<=') &&
    (comp.operator === '>=' || comp.operator === '<=')
  var oppositeDirectionsLessThan =
    cmp(this.semver, '<', comp.semver, options) &&
    ((this.operator === '>=' || this.operator === '>') &&
    (comp.operator === '<=' || comp.operator === '<'))
  var oppositeDirectionsGreaterThan =
    cmp(this.semver, '>', comp.semver, options) &&
    ((this.operator === '<=' || this.operator === '<') &&
    (comp.operator === '>=' || comp.operator === '>'))

  return sameDirectionIncreasing || sameDirectionDecreasing ||
    (sameSemVer && differentDirectionsInclusive) ||
    oppositeDirectionsLessThan || oppositeDirectionsGreaterThan
}

exports.Range = Range
function Range (range, options) {
  if (!options || typeof options !== 'object') {
    options = {
      loose: !!options,
      includePrerelease: false
    }
  }

  if (range instanceof Range) {
    if (range.loose === !!options.loose &&
        range.includePrerelease === !!options.includePrerelease) {
      return range
    } else {
      return new Range(range.raw, options)
    }
  }

  if (range instanceof Comparator) {
    return new Range(range.value, options)
  }

  if (!(this instanceof Range)) {
    return new Range(range, options)
  }

  this.options = options
  this.loose = !!options.loose
  this.includePrerelease = !!options.includePrerelease

  // First reduce all whitespace as much as possible so we do not have to rely
  // on potentially slow regexes like \s*. This is then stored and used for
  // future error messages as well.
  this.raw = range
    .trim()
    .split(/\s+/)
    .join(' ')

  // First, split based on boolean or ||
  this.set = this.raw.split('||').map(function (range) {
    return this.parseRange(range.trim())
  }, this).filter(function (c) {
    // throw out any that are not relevant for whatever reason
    return c.length
  })

  if (!this.set.length) {
    throw new TypeError('Invalid SemVer Range: ' + this.raw)
  }

  this.format()
}

Range.prototype.format = function () {
  this.range = this.set.map(function (comps) {
    return comps.join(' ').trim()
  }).join('||').trim()
  return this.range
}

Range.prototype.toString = function () {
  return this.range
}

function isWhitespace (char) {
  var code = char && char.charCodeAt(0)
  return (code >= 0x0009 && code <= 0x000d) ||
    code === 0x0020 || code === 0x00a0 || code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f ||
    code === 0x205f || code === 0x3000 || code === 0xfeff
}

function isVersionPrefix (char) {
  return char === 'v' || char === '=' || isWhitespace(char)
}

function isDigit (char) {
  return char !== undefined && char >= '0' && char <= '9'
}

function isLetter (char) {
  return char !== undefined &&
    ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'))
}

function isIdentifierCharacter (char) {
  return isDigit(char) || isLetter(char) || char === '-'
}

function isVersionStart (char) {
  return isDigit(char) || char === 'x' || char === 'X' || char === '*'
}

function findDigitsEndIndex (range, start, limit, digitRuns) {
  if (!isDigit(range[start])) {
    return start
  }
  if (start >= digitRuns.start && start < digitRuns.end) {
    return Math.min(start + limit, digitRuns.end)
  }
  if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
    return Math.min(start + limit, digitRuns.previousEnd)
  }
  var end = start + 1
  while (isDigit(range[end])) {
    end++
  }
  // A failed full version can rewind from its second digit run to its first.
  digitRuns.previousStart = digitRuns.start
  digitRuns.previousEnd = digitRuns.end
  digitRuns.start = start
  digitRuns.end = end
  return Math.min(start + limit, end)
}

function findVersionNumberEndIndex (range, start, loose, digitRuns) {
  if (!loose && range[start] === '0') {
    return start + 1
  }
  return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns)
}

function findPrereleaseIdentifierEndIndex (range, start, loose, digitRuns) {
  // Unlike v7, the legacy regex tries numeric identifiers before nonnumeric ones.
  if (isDigit(range[start])) {
    return findVersionNumberEndIndex(range, start, loose, digitRuns)
  }
  if (!isLetter(range[start]) && range[start] !== '-') {
    return start
  }
  var end = start + 1
  var limit = end + MAX_SAFE_BUILD_LENGTH
  while (end < limit && isIdentifierCharacter(range[end])) {
    end++
  }
  return end
}

function findPrereleaseEndIndex (range, start, loose, digitRuns) {
  var hyphen = range[start] === '-'
  if (!loose && !hyphen) {
    return start
  }
  var identifierStart = start + (hyphen ? 1 : 0)
  var end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns)
  if (end === identifierStart) {
    if (!loose || !hyphen) {
      return start
    }
    end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns)
  }
  while (range[end] === '.') {
    var next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns)
    if (next === end + 1) {
      break
    }
    end = next
  }
  return end
}

function findBuildEndIndex (range, start) {
  if (range[start] !== '+') {
    return start
  }
  var end = start + 1
  do {
    var identifierStart = end
    while (end - identifierStart < MAX_SAFE_BUILD_LENGTH &&
        isIdentifierCharacter(range[end])) {
      end++
    }
    if (end === identifierStart) {
      return identifierStart === start + 1 ? start : end - 1
    }
    if (range[end] !== '.') {
      return end
    }
    end++
  } while (true)
}

function findLooseFullVersionEndIndex (range, start, digitRuns) {
  var end = start
  for (var component = 0; component < 3; component++) {
    var next = findVersionNumberEndIndex(range, end, true, digitRuns)
    if (next === end) {
      return start
    }
    end = next
    if (component < 2) {
      if (range[end] !== '.') {
        return start
      }
      end++
    }
  }
  return findBuildEndIndex(range, findPrereleaseEndIndex(range, end, true, digitRuns))
}

function findPartialVersionComponentEndIndex (range, start, digitRuns) {
  if (isDigit(range[start])) {
    return findVersionNumberEndIndex(range, start, false, digitRuns)
  }
  return isVersionStart(range[start]) ? start + 1 : start
}

function findVersionEndIndex (range, start, digitRuns) {
  var end = findLooseFullVersionEndIndex(range, start, digitRuns)
  if (end !== start) {
    return end
  }
  end = findPartialVersionComponentEndIndex(range, start, digitRuns)
  for (var component = 0; component < 2; component++) {
    if (range[end] !== '.') {
      return end
    }
    var next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns)
    if (next === end + 1) {
      return end
    }
    end = next
  }
  return findBuildEndIndex(range, findPrereleaseEndIndex(range, end, false, digitRuns))
}

function findRemovableWhitespaceIndex (range, position) {
  if (isWhitespace(range[position])) {
    position++
  }
  if (range[position] === '<' || range[position] === '>') {
    position++
  }
  if (range[position] === '=') {
    position++
  }
  return isWhitespace(range[position]) ? position : -1
}

function trimComparatorWhitespace (range) {
  var result = ''
  var copyFrom = 0
  var cursor = 0
  var digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 }
  while (cursor < range.length) {
    var matchStart = cursor
    if (range[cursor] === '<' || range[cursor] === '>') {
      cursor++
    } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
      cursor++
      continue
    }
    while (cursor < range.length && isVersionPrefix(range[cursor])) {
      cursor++
    }
    if (!isVersionStart(range[cursor])) {
      continue
    }
    var whitespacePosition = findRemovableWhitespaceIndex(range, matchStart)
    if (whitespacePosition !== -1) {
      result += range.slice(copyFrom, whitespacePosition)
      copyFrom = whitespacePosition + 1
    }
    // Preserve match boundaries inside prerelease and build identifiers.
    cursor = findVersionEndIndex(range, cursor, digitRuns)
  }
  return result + range.slice(copyFrom)
}

Range.prototype.parseRange = function (range) {
  var loose = this.options.loose
  // `1.2.3 - 1.2.4` => `>=1.2.3 <=1.2.4`
  var hr = loose ? safeRe[HYPHENRANGELOOSE] : safeRe[HYPHENRANGE]
  range = range.replace(hr, hyphenReplace)
  debug('hyphen replace', range)
  // `> 1.2.3 < 1.2.5` => `>1.2.3 <1.2.5`
  range = trimComparatorWhitespace(range)
  debug('comparator trim', range)

  // `~ 1.2.3` => `~1.2.3`
  range = range.replace(safeRe[TILDETRIM], tildeTrimReplace)

  // `^ 1.2.3` => `^1.2.3`
  range = range.replace(safeRe[CARETTRIM], caretTrimReplace)

  // At this point, the range is completely trimmed and
  // ready to be split into comparators.
  var compRe = loose ? safeRe[COMPARATORLOOSE] : safeRe[COMPARATOR]
  var set = range.split(' ').map(function (comp) {
    return parseComparator(comp, this.options)
  }, this).join(' ').split(/\s+/)
  if (this.options.loose) {
    // in loose mode, throw out any that are not valid comparators
    set = set.filter(function (comp) {
      return !!comp.match(compRe)
    })
  }
  set = set.map(function (comp) {
    return new Comparator(comp, this.options)
  }, this)

  return set
}

Range.prototype.intersects = function (range, options) {
  if (!(range instanceof Range)) {
    throw new TypeError('a Range is required')
  }

  return this.set.some(function (thisComparators) {
    return thisComparators.every(function (thisComparator) {
      return range.set.some(function (rangeComparators) {
        return rangeComparators.every(function (rangeComparator) {
          return thisComparator.intersects(rangeComparator, options)
        })
      })
    })
  })
}

// Mostly just for testing and legacy API reasons
exports.toComparators = toComparators
function toComparators (range, options) {
  return new Range(range, options).set.map(function (comp) {
    return comp.map(function (c) {
      return c.value
    }).join(' ').trim().split(' ')
  })
}

// comprised of xranges, tildes, stars, and gtlt's at this point.
// already replaced the hyphen ranges
// turn into a set of JUST comparators.
function parseComparator (comp, options) {
  debug('comp', comp, options)
  comp = replaceCarets(comp, options)
  debug('caret', comp)
  comp = replaceTildes(comp, options)
  debug('tildes', comp)
  comp = replaceXRanges(comp, options)
  debug('xrange', comp)
  comp = replaceStars(comp, options)
  debug('stars', comp)
  return comp
}

function isX (id) {
  return !id || id.toLowerCase() === 'x' || id === '*'
}

// ~, ~> --> * (any, kinda silly)
// ~2, ~2.x, ~2.x.x, ~>2, ~>2.x ~>2.x.x --> >=2.0.0 <3.0.0
// ~2.0, ~2.0.x, ~>2.0, ~>2.0.x --> >=2.0.0 <2.1.0
// ~1.2, ~1.2.x, ~>1.2, ~>1.2.x --> >=1.2.0 <1.3.0
// ~1.2.3, ~>1.2.3 --> >=1.2.3 <1.3.0
// ~1.2.0, ~>1.2.0 --> >=1.2.0 <1.3.0
function replaceTildes (comp, options) {
  return comp.trim().split(/\s+/).map(function (comp) {
    return replaceTilde(comp, options)
  }).join(' ')
}

function replaceTilde (comp, options) {
  var r = options.loose ? safeRe[TILDELOOSE] : safeRe[TILDE]
  return comp.replace(r, function (_, M, m, p, pr) {
    debug('tilde', comp, _, M, m, p, pr)
    var ret

    if (isX(M)) {
      ret = ''
    } else if (isX(m)) {
      ret = '>=' + M + '.0.0 <' + (+M + 1) + '.0.0'
    } else if (isX(p)) {
      // ~1.2 == >=1.2.0 <1.3.0
      ret = '>=' + M + '.' + m + '.0 <' + M + '.' + (+m + 1) + '.0'
    } else if (pr) {
      debug('replaceTilde pr', pr)
      ret = '>=' + M + '.' + m + '.' + p + '-' + pr +
            ' <' + M + '.' + (+m + 1) + '.0'
    } else {
      // ~1.2.3 == >=1.2.3 <1.3.0
      ret = '>=' + M + '.' + m + '.' + p +
            ' <' + M + '.' + (+m + 1) + '.0'
    }

    debug('tilde return', ret)
    return ret
  })
}

// ^ --> * (any, kinda silly)
// ^2, ^2.x, ^2.x.x --> >=2.0.0 <3.0.0
// ^2.0, ^2.0.x --> >=2.0.0 <3.0.0
// ^1.2, ^1.2.x --> >=1.2.0 <2.0.0
// ^1.2.3 --> >=1.2.3 <2.0.0
// ^1.2.0 --> >=1.2.0 <2.0.0
function replaceCarets (comp, options) {
  return comp.trim().split(/\s+/).map(function (comp) {
    return replaceCaret(comp, options)
  }).join(' ')
}

function replaceCaret (comp, options) {
  debug('caret', comp, options)
  var r = options.loose ? safeRe[CARETLOOSE] : safeRe[CARET]
  return comp.replace(r, function (_, M, m, p, pr) {
    debug('caret', comp, _, M, m, p, pr)
    var ret

    if (isX(M)) {
      ret = ''
    } else if (isX(m)) {
      ret = '>=' + M + '.0.0 <' + (+M + 1) + '.0.0'
    } else if (isX(p)) {
      if (M === '0') {
        ret = '>=' + M + '.' + m + '.0 <' + M + '.' + (+m + 1) + '.0'
      } else {
        ret = '>=' + M + '.' + m + '.0 <' + (+M + 1) + '.0.0'
      }
    } else if (pr) {
      debug('replaceCaret pr', pr)
      if (M === '0') {
        if (m === '0') {
          ret = '>=' + M + '.' + m + '.' + p + '-' + pr +
                ' <' + M + '.' + m + '.' + (+p + 1)
        } else {
          ret = '>=' + M + '.' + m + '.' + p + '-' + pr +
                ' <' + M + '.' + (+m + 1) + '.0'
        }
      } else {
        ret = '>=' + M + '.' + m + '.' + p + '-' + pr +
              ' <' + (+M + 1) + '.0.0'
      }
    } else {
      debug('no pr')
      if (M === '0') {
        if (m === '0') {
          ret = '>=' + M + '.' + m + '.' + p +
                ' <' + M + '.' + m + '.' + (+p + 1)
        } else {
          ret = '>=' + M + '.' + m + '.' + p +
                ' <' + M + '.' + (+m + 1) + '.0'
        }
      } else {
        ret = '>=' + M + '.' + m + '.' + p +
              ' <' + (+M + 1) + '.0.0'
      }
    }

    debug('caret return', ret)
    return ret
  })
}

function replaceXRanges (comp, options) {
  debug('replaceXRanges', comp, options)
  return comp.split(/\s+/).map(function (comp) {
    return replaceXRange(comp, options)
  }).join(' ')
}

function replaceXRange (comp, options) {
  comp = comp.trim()
  var r = options.loose ? safeRe[XRANGELOOSE] : safeRe[XRANGE]
  return comp.replace(r, function (ret, gtlt, M, m, p, pr) {
    debug('xRange', comp, ret, gtlt, M, m, p, pr)
    var xM = isX(M)
    var xm = xM || isX(m)
    var xp = xm || isX(p)
    var anyX = xp

    if (gtlt === '=' && anyX) {
      gtlt = ''
    }

    if (xM) {
      if (gtlt === '>' || gtlt === '<') {
        // nothing is allowed
        ret = '<0.0.0'
      } else {
        // nothing is forbidden
        ret = '*'
      }
    } else if (gtlt && anyX) {
      // we know patch is an x, because we have any x at all.
      // replace X with 0
      if (xm) {
        m = 0
      }
      p = 0

      if (gtlt === '>') {
        // >1 => >=2.0.0
        // >1.2 => >=1.3.0
        // >1.2.3 => >= 1.2.4
        gtlt = '>='
        if (xm) {
          M = +M + 1
          m = 0
          p = 0
        } else {
          m = +m + 1
          p = 0
        }
      } else if (gtlt === '<=') {
        // <=0.7.x is actually <0.8.0, since any 0.7.x should
        // pass.  Similarly, <=7.x is actually <8.0.0, etc.
        gtlt = '<'
        if (xm) {
          M = +M + 1
        } else {
          m = +m + 1
        }
      }

      ret = gtlt + M + '.' + m + '.' + p
    } else if (xm) {
      ret = '>=' + M + '.0.0 <' + (+M + 1) + '.0.0'
    } else if (xp) {
      ret = '>=' + M + '.' + m + '.0 <' + M + '.' + (+m + 1) + '.0'
    }

    debug('xRange return', ret)

    return ret
  })
}

// Because * is AND-ed with everything else in the comparator,
// and '' means "any version", just remove the *s entirely.
function replaceStars (comp, options) {
  debug('replaceStars', comp, options)
  // Looseness is ignored here.  star is always as loose as it gets!
  return comp.trim().replace(safeRe[STAR], '')
}

// This function is passed to string.replace(safeRe[HYPHENRANGE])
// M, m, patch, prerelease, build
// 1.2 - 3.4.5 => >=1.2.0 <=3.4.5
// 1.2.3 - 3.4 => >=1.2.0 <3.5.0 Any 3.4.x will do
// 1.2 - 3.4 => >=1.2.0 <3.5.0
function hyphenReplace ($0,
  from, fM, fm, fp, fpr, fb,
  to, tM, tm, tp, tpr, tb) {
  if (isX(fM)) {
    from = ''
  } else if (isX(fm)) {
    from = '>=' + fM + '.0.0'
  } else if (isX(fp)) {
    from = '>=' + fM + '.' + fm + '.0'
  } else {
    from = '>=' + from
  }

  if (isX(tM)) {
    to = ''
  } else if (isX(tm)) {
    to = '<' + (+tM + 1) + '.0.0'
  } else if (isX(tp)) {
    to = '<' + tM + '.' + (+tm + 1) + '.0'
  } else if (tpr) {
    to = '<=' + tM + '.' + tm + '.' + tp + '-' + tpr
  } else {
    to = '<=' + to
  }

  return (from + ' ' + to).trim()
}

// if ANY of the sets match ALL of its comparators, then pass
Range.prototype.test = function (version) {
  if (!version) {
    return false
  }

  if (typeof version === 'string') {
    version = new SemVer(version, this.options)
  }

  for (var i = 0; i < this.set.length; i++) {
    if (testSet(this.set[i], version, this.options)) {
      return true
    }
  }
  return false
}

function testSet (set, version, options) {
  for (var i = 0; i < set.length; i++) {
    if (!set[i].test(version)) {
      return false
    }
  }

  if (version.prerelease.length && !options.includePrerelease) {
    // Find the set of versions that are allowed to have prereleases
    // For example, ^1.2.3-pr.1 desugars to >=1.2.3-pr.1 <2.0.0
    // That should allow `1.2.3-pr.2` to pass.
    // However, `1.2.4-alpha.notready` should NOT be allowed,
    // even though it's within the range set by the comparators.
    for (i = 0; i < set.length; i++) {
      debug(set[i].semver)
      if (set[i].semver === ANY) {
        continue
      }

      if (set[i].semver.prerelease.length > 0) {
        var allowed = set[i].semver
        if (allowed.major === version.major &&
            allowed.minor === version.minor &&
            allowed.patch === version.patch) {
          return true
        }
      }
    }

    // Version has a -pre, but it's not one of the ones we like.
    return false
  }

  return true
}

exports.satisfies = satisfies
function satisfies (version, range, options) {
  try {
    range = new Range(range, options)
  } catch (er) {
    return false
  }
  return range.test(version)
}

exports.maxSatisfying = maxSatisfying
function maxSatisfying (versions, range, options) {
  var max = null
  var maxSV = null
  try {
    var rangeObj = new Range(range, options)
  } catch (er) {
    return null
  }
  versions.forEach(function (v) {
    if (rangeObj.test(v)) {
      // satisfies(v, range, options)
      if (!max || maxSV.compare(v) === -1) {
        // compare(max, v, true)
        max = v
        maxSV = new SemVer(max, options)
      }
    }
  })
  return max
}

exports.minSatisfying = minSatisfying
function minSatisfying (versions, range, options) {
  var min = null
  var minSV = null
  try {
    var rangeObj = new Range(range, options)
  } catch (er) {
    return null
  }
  versions.forEach(function (v) {
    if (rangeObj.test(v)) {
      // satisfies(v, range, options)
      if (!min || minSV.compare(v) === 1) {
        // compare(min, v, true)
        min = v
        minSV = new SemVer(min, options)
      }
    }
  })
  return min
}

exports.minVersion = minVersion
function minVersion (range, loose) {
  range = new Range(range, loose)

  var minver = new SemVer('0.0.0')
  if (range.test(minver)) {
    return minver
  }

  minver = new SemVer('0.0.0-0')
  if (range.test(minver)) {
    return minver
  }

  minver = null
  for (var i = 0; i < range.set.length; ++i) {
    var comparators = range.set[i]

    comparators.forEach(function (comparator) {
      // Clone to avoid manipulating the comparator's semver object.
      var compver = new SemVer(comparator.semver.version)
      switch (comparator.operator) {
        case '>':
          if (compver.prerelease.length === 0) {
            compver.patch++
          } else {
            compver.prerelease.push(0)
          }
          compver.raw = compver.format()
          /* fallthrough */
        case '':
        case '>=':
          if (!minver || gt(minver, compver)) {
            minver = compver
          }
          break
        case '<':
        case '<=':
          /* Ignore maximum versions */
          break
        /* istanbul ignore next */
        default:
          throw new Error('Unexpected operation: ' + comparator.operator)
      }
    })
  }

  if (minver && range.test(minver)) {
    return minver
  }

  return null
}

exports.validRange = validRange
function validRange (range, options) {
  try {
    // Return '*' instead of '' so that truthiness works.
    // This will throw if it's invalid anyway
    return new Range(range, options).range || '*'
  } catch (er) {
    return null
  }
}

// Determine if version is less than all the versions possible in the range
exports.ltr = ltr
function ltr (version, range, options) {
  return outside(version, range, '<', options)
}

// Determine if version is greater than all the versions possible in the range.
exports.gtr = gtr
function gtr (version, range, options) {
  return outside(version, range, '>', options)
}

exports.outside = outside
function outside (version, range, hilo, options) {
  version = new SemVer(version, options)
  range = new Range(range, options)

  var gtfn, ltefn, ltfn, comp, ecomp
  switch (hilo) {
    case '>':
      gtfn = gt
      ltefn = lte
      ltfn = lt
      comp = '>'
      ecomp = '>='
      break
    case '<':
      gtfn = lt
      ltefn = gte
      ltfn = gt
      comp = '<'
      ecomp = '<='
      break
    default:
      throw new TypeError('Must provide a hilo val of "<" or ">"')
  }

  // If it satisifes the range it is not outside
  if (satisfies(version, range, options)) {
    return false
  }

  // From now on, variable terms are as if we're in "gtr" mode.
  // but note that everything is flipped for the "ltr" function.

  for (var i = 0; i < range.set.length; ++i) {
    var comparators = range.set[i]

    var high = null
    var low = null

    comparators.forEach(function (comparator) {
      if (comparator.semver === ANY) {
        comparator = new Comparator('>=0.0.0')
      }
      high = high || comparator
      low = low || comparator
      if (gtfn(comparator.semver, high.semver, options)) {
        high = comparator
      } else if (ltfn(comparator.semver, low.semver, options)) {
        low = comparator
      }
    })

    // If the edge version comparator has a operator then our version
    // isn't outside it
    if (high.operator === comp || high.operator === ecomp) {
      return false
    }

    // If the lowest version comparator has an operator and our version
    // is less than it then it isn't higher than the range
    if ((!low.operator || low.operator === comp) &&
        ltefn(version, low.semver)) {
      return false
    } else if (low.operator === ecomp && ltfn(version, low.semver)) {
      return false
    }
  }
  return true
}

exports.prerelease = prerelease
function prerelease (version, options) {
  var parsed = parse(version, options)
  return (parsed && parsed.prerelease.length) ? parsed.prerelease : null
}

exports.intersects = intersects
function intersects (r1, r2, options) {
  r1 = new Range(r1, options)
  r2 = new Range(r2, options)
  return r1.intersects(r2)
}

exports.coerce = coerce
function coerce (version) {
  if (version instanceof SemVer) {
    return version
  }

  if (typeof version !== 'string') {
    return null
  }

  var match = version.match(safeRe[COERCE])

  if (match == null) {
    return null
  }

  return parse(match[1] +
    '.' + (match[2] || '0') +
    '.' + (match[3] || '0'))
}


/***/ }),

/***/ 12956:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


var shebangRegex = __webpack_require__(76050);

module.exports = function (str) {
	var match = str.match(shebangRegex);

	if (!match) {
		return null;
	}

	var arr = match[0].replace(/#! ?/, '').split(' ');
	var bin = arr[0].split('/').pop();
	var arg = arr[1];

	return (bin === 'env' ?
		arg :
		bin + (arg ? ' ' + arg : '')
	);
};


/***/ }),

/***/ 76050:
/***/ ((module) => {


module.exports = /^#!.*/;


/***/ }),

/***/ 94204:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = which
which.sync = whichSync

var isWindows = process.platform === 'win32' ||
    process.env.OSTYPE === 'cygwin' ||
    process.env.OSTYPE === 'msys'

var path = __webpack_require__(16928)
var COLON = isWindows ? ';' : ':'
var isexe = __webpack_require__(72940)

function getNotFoundError (cmd) {
  var er = new Error('not found: ' + cmd)
  er.code = 'ENOENT'

  return er
}

function getPathInfo (cmd, opt) {
  var colon = opt.colon || COLON
  var pathEnv = opt.path || process.env.PATH || ''
  var pathExt = ['']

  pathEnv = pathEnv.split(colon)

  var pathExtExe = ''
  if (isWindows) {
    pathEnv.unshift(process.cwd())
    pathExtExe = (opt.pathExt || process.env.PATHEXT || '.EXE;.CMD;.BAT;.COM')
    pathExt = pathExtExe.split(colon)


    // Always test the cmd itself first.  isexe will check to make sure
    // it's found in the pathExt set.
    if (cmd.indexOf('.') !== -1 && pathExt[0] !== '')
      pathExt.unshift('')
  }

  // If it has a slash, then we don't bother searching the pathenv.
  // just check the file itself, and that's it.
  if (cmd.match(/\//) || isWindows && cmd.match(/\\/))
    pathEnv = ['']

  return {
    env: pathEnv,
    ext: pathExt,
    extExe: pathExtExe
  }
}

function which (cmd, opt, cb) {
  if (typeof opt === 'function') {
    cb = opt
    opt = {}
  }

  var info = getPathInfo(cmd, opt)
  var pathEnv = info.env
  var pathExt = info.ext
  var pathExtExe = info.extExe
  var found = []

  ;(function F (i, l) {
    if (i === l) {
      if (opt.all && found.length)
        return cb(null, found)
      else
        return cb(getNotFoundError(cmd))
    }

    var pathPart = pathEnv[i]
    if (pathPart.charAt(0) === '"' && pathPart.slice(-1) === '"')
      pathPart = pathPart.slice(1, -1)

    var p = path.join(pathPart, cmd)
    if (!pathPart && (/^\.[\\\/]/).test(cmd)) {
      p = cmd.slice(0, 2) + p
    }
    ;(function E (ii, ll) {
      if (ii === ll) return F(i + 1, l)
      var ext = pathExt[ii]
      isexe(p + ext, { pathExt: pathExtExe }, function (er, is) {
        if (!er && is) {
          if (opt.all)
            found.push(p + ext)
          else
            return cb(null, p + ext)
        }
        return E(ii + 1, ll)
      })
    })(0, pathExt.length)
  })(0, pathEnv.length)
}

function whichSync (cmd, opt) {
  opt = opt || {}

  var info = getPathInfo(cmd, opt)
  var pathEnv = info.env
  var pathExt = info.ext
  var pathExtExe = info.extExe
  var found = []

  for (var i = 0, l = pathEnv.length; i < l; i ++) {
    var pathPart = pathEnv[i]
    if (pathPart.charAt(0) === '"' && pathPart.slice(-1) === '"')
      pathPart = pathPart.slice(1, -1)

    var p = path.join(pathPart, cmd)
    if (!pathPart && /^\.[\\\/]/.test(cmd)) {
      p = cmd.slice(0, 2) + p
    }
    for (var j = 0, ll = pathExt.length; j < ll; j ++) {
      var cur = p + pathExt[j]
      var is
      try {
        is = isexe.sync(cur, { pathExt: pathExtExe })
        if (is) {
          if (opt.all)
            found.push(cur)
          else
            return cur
        }
      } catch (ex) {}
    }
  }

  if (opt.all && found.length)
    return found

  if (opt.nothrow)
    return null

  throw getNotFoundError(cmd)
}


/***/ }),

/***/ 57070:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const PassThrough = (__webpack_require__(2203).PassThrough);

module.exports = opts => {
	opts = Object.assign({}, opts);

	const array = opts.array;
	let encoding = opts.encoding;
	const buffer = encoding === 'buffer';
	let objectMode = false;

	if (array) {
		objectMode = !(encoding || buffer);
	} else {
		encoding = encoding || 'utf8';
	}

	if (buffer) {
		encoding = null;
	}

	let len = 0;
	const ret = [];
	const stream = new PassThrough({objectMode});

	if (encoding) {
		stream.setEncoding(encoding);
	}

	stream.on('data', chunk => {
		ret.push(chunk);

		if (objectMode) {
			len = ret.length;
		} else {
			len += chunk.length;
		}
	});

	stream.getBufferedValue = () => {
		if (array) {
			return ret;
		}

		return buffer ? Buffer.concat(ret, len) : ret.join('');
	};

	stream.getBufferedLength = () => len;

	return stream;
};


/***/ }),

/***/ 96771:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const bufferStream = __webpack_require__(57070);

function getStream(inputStream, opts) {
	if (!inputStream) {
		return Promise.reject(new Error('Expected a stream'));
	}

	opts = Object.assign({maxBuffer: Infinity}, opts);

	const maxBuffer = opts.maxBuffer;
	let stream;
	let clean;

	const p = new Promise((resolve, reject) => {
		const error = err => {
			if (err) { // null check
				err.bufferedData = stream.getBufferedValue();
			}

			reject(err);
		};

		stream = bufferStream(opts);
		inputStream.once('error', error);
		inputStream.pipe(stream);

		stream.on('data', () => {
			if (stream.getBufferedLength() > maxBuffer) {
				reject(new Error('maxBuffer exceeded'));
			}
		});
		stream.once('error', error);
		stream.on('end', resolve);

		clean = () => {
			// some streams doesn't implement the `stream.Readable` interface correctly
			if (inputStream.unpipe) {
				inputStream.unpipe(stream);
			}
		};
	});

	p.then(clean, clean);

	return p.then(() => stream.getBufferedValue());
}

module.exports = getStream;
module.exports.buffer = (stream, opts) => getStream(stream, Object.assign({}, opts, {encoding: 'buffer'}));
module.exports.array = (stream, opts) => getStream(stream, Object.assign({}, opts, {array: true}));


/***/ }),

/***/ 83813:
/***/ ((module) => {



module.exports = (flag, argv = process.argv) => {
	const prefix = flag.startsWith('-') ? '' : (flag.length === 1 ? '-' : '--');
	const position = argv.indexOf(prefix + flag);
	const terminatorPosition = argv.indexOf('--');
	return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
};


/***/ }),

/***/ 4519:
/***/ ((module) => {

/* eslint-disable yoda */


const isFullwidthCodePoint = codePoint => {
	if (Number.isNaN(codePoint)) {
		return false;
	}

	// Code points are derived from:
	// http://www.unix.org/Public/UNIDATA/EastAsianWidth.txt
	if (
		codePoint >= 0x1100 && (
			codePoint <= 0x115F || // Hangul Jamo
			codePoint === 0x2329 || // LEFT-POINTING ANGLE BRACKET
			codePoint === 0x232A || // RIGHT-POINTING ANGLE BRACKET
			// CJK Radicals Supplement .. Enclosed CJK Letters and Months
			(0x2E80 <= codePoint && codePoint <= 0x3247 && codePoint !== 0x303F) ||
			// Enclosed CJK Letters and Months .. CJK Unified Ideographs Extension A
			(0x3250 <= codePoint && codePoint <= 0x4DBF) ||
			// CJK Unified Ideographs .. Yi Radicals
			(0x4E00 <= codePoint && codePoint <= 0xA4C6) ||
			// Hangul Jamo Extended-A
			(0xA960 <= codePoint && codePoint <= 0xA97C) ||
			// Hangul Syllables
			(0xAC00 <= codePoint && codePoint <= 0xD7A3) ||
			// CJK Compatibility Ideographs
			(0xF900 <= codePoint && codePoint <= 0xFAFF) ||
			// Vertical Forms
			(0xFE10 <= codePoint && codePoint <= 0xFE19) ||
			// CJK Compatibility Forms .. Small Form Variants
			(0xFE30 <= codePoint && codePoint <= 0xFE6B) ||
			// Halfwidth and Fullwidth Forms
			(0xFF01 <= codePoint && codePoint <= 0xFF60) ||
			(0xFFE0 <= codePoint && codePoint <= 0xFFE6) ||
			// Kana Supplement
			(0x1B000 <= codePoint && codePoint <= 0x1B001) ||
			// Enclosed Ideographic Supplement
			(0x1F200 <= codePoint && codePoint <= 0x1F251) ||
			// CJK Unified Ideographs Extension B .. Tertiary Ideographic Plane
			(0x20000 <= codePoint && codePoint <= 0x3FFFD)
		)
	) {
		return true;
	}

	return false;
};

module.exports = isFullwidthCodePoint;
module.exports["default"] = isFullwidthCodePoint;


/***/ }),

/***/ 96543:
/***/ ((module) => {



var isStream = module.exports = function (stream) {
	return stream !== null && typeof stream === 'object' && typeof stream.pipe === 'function';
};

isStream.writable = function (stream) {
	return isStream(stream) && stream.writable !== false && typeof stream._write === 'function' && typeof stream._writableState === 'object';
};

isStream.readable = function (stream) {
	return isStream(stream) && stream.readable !== false && typeof stream._read === 'function' && typeof stream._readableState === 'object';
};

isStream.duplex = function (stream) {
	return isStream.writable(stream) && isStream.readable(stream);
};

isStream.transform = function (stream) {
	return isStream.duplex(stream) && typeof stream._transform === 'function' && typeof stream._transformState === 'object';
};


/***/ }),

/***/ 72940:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var fs = __webpack_require__(79896)
var core
if (process.platform === 'win32' || global.TESTING_WINDOWS) {
  core = __webpack_require__(59225)
} else {
  core = __webpack_require__(81025)
}

module.exports = isexe
isexe.sync = sync

function isexe (path, options, cb) {
  if (typeof options === 'function') {
    cb = options
    options = {}
  }

  if (!cb) {
    if (typeof Promise !== 'function') {
      throw new TypeError('callback not provided')
    }

    return new Promise(function (resolve, reject) {
      isexe(path, options || {}, function (er, is) {
        if (er) {
          reject(er)
        } else {
          resolve(is)
        }
      })
    })
  }

  core(path, options || {}, function (er, is) {
    // ignore EACCES because that just means we aren't allowed to run it
    if (er) {
      if (er.code === 'EACCES' || options && options.ignoreErrors) {
        er = null
        is = false
      }
    }
    cb(er, is)
  })
}

function sync (path, options) {
  // my kingdom for a filtered catch
  try {
    return core.sync(path, options || {})
  } catch (er) {
    if (options && options.ignoreErrors || er.code === 'EACCES') {
      return false
    } else {
      throw er
    }
  }
}


/***/ }),

/***/ 81025:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __webpack_require__(79896)

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), options)
}

function checkStat (stat, options) {
  return stat.isFile() && checkMode(stat, options)
}

function checkMode (stat, options) {
  var mod = stat.mode
  var uid = stat.uid
  var gid = stat.gid

  var myUid = options.uid !== undefined ?
    options.uid : process.getuid && process.getuid()
  var myGid = options.gid !== undefined ?
    options.gid : process.getgid && process.getgid()

  var u = parseInt('100', 8)
  var g = parseInt('010', 8)
  var o = parseInt('001', 8)
  var ug = u | g

  var ret = (mod & o) ||
    (mod & g) && gid === myGid ||
    (mod & u) && uid === myUid ||
    (mod & ug) && myUid === 0

  return ret
}


/***/ }),

/***/ 59225:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __webpack_require__(79896)

function checkPathExt (path, options) {
  var pathext = options.pathExt !== undefined ?
    options.pathExt : process.env.PATHEXT

  if (!pathext) {
    return true
  }

  pathext = pathext.split(';')
  if (pathext.indexOf('') !== -1) {
    return true
  }
  for (var i = 0; i < pathext.length; i++) {
    var p = pathext[i].toLowerCase()
    if (p && path.substr(-p.length).toLowerCase() === p) {
      return true
    }
  }
  return false
}

function checkStat (stat, path, options) {
  if (!stat.isSymbolicLink() && !stat.isFile()) {
    return false
  }
  return checkPathExt(path, options)
}

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, path, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), path, options)
}


/***/ }),

/***/ 70744:
/***/ ((module) => {

/**
 * Helpers.
 */

var s = 1000;
var m = s * 60;
var h = m * 60;
var d = h * 24;
var w = d * 7;
var y = d * 365.25;

/**
 * Parse or format the given `val`.
 *
 * Options:
 *
 *  - `long` verbose formatting [false]
 *
 * @param {String|Number} val
 * @param {Object} [options]
 * @throws {Error} throw an error if val is not a non-empty string or a number
 * @return {String|Number}
 * @api public
 */

module.exports = function (val, options) {
  options = options || {};
  var type = typeof val;
  if (type === 'string' && val.length > 0) {
    return parse(val);
  } else if (type === 'number' && isFinite(val)) {
    return options.long ? fmtLong(val) : fmtShort(val);
  }
  throw new Error(
    'val is not a non-empty string or a valid number. val=' +
      JSON.stringify(val)
  );
};

/**
 * Parse the given `str` and return milliseconds.
 *
 * @param {String} str
 * @return {Number}
 * @api private
 */

function parse(str) {
  str = String(str);
  if (str.length > 100) {
    return;
  }
  var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
    str
  );
  if (!match) {
    return;
  }
  var n = parseFloat(match[1]);
  var type = (match[2] || 'ms').toLowerCase();
  switch (type) {
    case 'years':
    case 'year':
    case 'yrs':
    case 'yr':
    case 'y':
      return n * y;
    case 'weeks':
    case 'week':
    case 'w':
      return n * w;
    case 'days':
    case 'day':
    case 'd':
      return n * d;
    case 'hours':
    case 'hour':
    case 'hrs':
    case 'hr':
    case 'h':
      return n * h;
    case 'minutes':
    case 'minute':
    case 'mins':
    case 'min':
    case 'm':
      return n * m;
    case 'seconds':
    case 'second':
    case 'secs':
    case 'sec':
    case 's':
      return n * s;
    case 'milliseconds':
    case 'millisecond':
    case 'msecs':
    case 'msec':
    case 'ms':
      return n;
    default:
      return undefined;
  }
}

/**
 * Short format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtShort(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return Math.round(ms / d) + 'd';
  }
  if (msAbs >= h) {
    return Math.round(ms / h) + 'h';
  }
  if (msAbs >= m) {
    return Math.round(ms / m) + 'm';
  }
  if (msAbs >= s) {
    return Math.round(ms / s) + 's';
  }
  return ms + 'ms';
}

/**
 * Long format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtLong(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return plural(ms, msAbs, d, 'day');
  }
  if (msAbs >= h) {
    return plural(ms, msAbs, h, 'hour');
  }
  if (msAbs >= m) {
    return plural(ms, msAbs, m, 'minute');
  }
  if (msAbs >= s) {
    return plural(ms, msAbs, s, 'second');
  }
  return ms + ' ms';
}

/**
 * Pluralization helper.
 */

function plural(ms, msAbs, n, name) {
  var isPlural = msAbs >= n * 1.5;
  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');
}


/***/ }),

/***/ 81588:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
const fs = __webpack_require__(79896);
const os = __webpack_require__(70857);
const path = __webpack_require__(16928);
const debug = __webpack_require__(53730)('netrc-parser');
function parse(body) {
    const lines = body.split('\n');
    let pre = [];
    let machines = [];
    while (lines.length) {
        const line = lines.shift();
        const match = line.match(/machine\s+((?:[^#\s]+[\s]*)+)(#.*)?$/);
        if (!match) {
            pre.push(line);
            continue;
        }
        const [, body, comment] = match;
        const machine = {
            type: 'machine',
            host: body.split(' ')[0],
            pre: pre.join('\n'),
            internalWhitespace: '\n  ',
            props: {},
            comment,
        };
        pre = [];
        // do not read other machines with same host
        if (!machines.find(m => m.type === 'machine' && m.host === machine.host))
            machines.push(machine);
        if (body.trim().includes(' ')) { // inline machine
            const [host, ...propStrings] = body.split(' ');
            for (let a = 0; a < propStrings.length; a += 2) {
                machine.props[propStrings[a]] = { value: propStrings[a + 1] };
            }
            machine.host = host;
            machine.internalWhitespace = ' ';
        }
        else { // multiline machine
            while (lines.length) {
                const line = lines.shift();
                const match = line.match(/^(\s+)([\S]+)\s+([\S]+)(\s+#.*)?$/);
                if (!match) {
                    lines.unshift(line);
                    break;
                }
                const [, ws, key, value, comment] = match;
                machine.props[key] = { value, comment };
                machine.internalWhitespace = `\n${ws}`;
            }
        }
    }
    return proxify([...machines, { type: 'other', content: pre.join('\n') }]);
}
__webpack_unused_export__ = parse;
class Netrc {
    constructor(file) {
        this.file = file || this.defaultFile;
    }
    async load() {
        try {
            debug('load', this.file);
            const decryptFile = async () => {
                const execa = __webpack_require__(28204);
                const { code, stdout } = await execa('gpg', this.gpgDecryptArgs, { stdio: [0, null, 2] });
                if (code !== 0)
                    throw new Error(`gpg exited with code ${code}`);
                return stdout;
            };
            let body = '';
            if (path.extname(this.file) === '.gpg') {
                body = await decryptFile();
            }
            else {
                body = await new Promise((resolve, reject) => {
                    fs.readFile(this.file, { encoding: 'utf8' }, (err, data) => {
                        if (err && err.code !== 'ENOENT')
                            reject(err);
                        debug('ENOENT');
                        resolve(data || '');
                    });
                });
            }
            this.machines = parse(body);
            debug('machines: %o', Object.keys(this.machines));
        }
        catch (err) {
            return this.throw(err);
        }
    }
    loadSync() {
        try {
            debug('loadSync', this.file);
            const decryptFile = () => {
                const execa = __webpack_require__(28204);
                const { stdout, status } = execa.sync('gpg', this.gpgDecryptArgs, { stdio: [0, null, 2] });
                if (status)
                    throw new Error(`gpg exited with code ${status}`);
                return stdout;
            };
            let body = '';
            if (path.extname(this.file) === '.gpg') {
                body = decryptFile();
            }
            else {
                try {
                    body = fs.readFileSync(this.file, 'utf8');
                }
                catch (err) {
                    if (err.code !== 'ENOENT')
                        throw err;
                }
            }
            this.machines = parse(body);
            debug('machines: %o', Object.keys(this.machines));
        }
        catch (err) {
            return this.throw(err);
        }
    }
    async save() {
        debug('save', this.file);
        let body = this.output;
        if (this.file.endsWith('.gpg')) {
            const execa = __webpack_require__(28204);
            const { stdout, code } = await execa('gpg', this.gpgEncryptArgs, { input: body, stdio: [null, null, 2] });
            if (code)
                throw new Error(`gpg exited with code ${code}`);
            body = stdout;
        }
        return new Promise((resolve, reject) => {
            fs.writeFile(this.file, body, { mode: 0o600 }, err => (err ? reject(err) : resolve()));
        });
    }
    saveSync() {
        debug('saveSync', this.file);
        let body = this.output;
        if (this.file.endsWith('.gpg')) {
            const execa = __webpack_require__(28204);
            const { stdout, code } = execa.sync('gpg', this.gpgEncryptArgs, { input: body, stdio: [null, null, 2] });
            if (code)
                throw new Error(`gpg exited with code ${status}`);
            body = stdout;
        }
        fs.writeFileSync(this.file, body, { mode: 0o600 });
    }
    get output() {
        let output = [];
        for (let t of this.machines._tokens) {
            if (t.type === 'other') {
                output.push(t.content);
                continue;
            }
            if (t.pre)
                output.push(t.pre + '\n');
            output.push(`machine ${t.host}`);
            const addProps = (t) => {
                const addProp = (k) => output.push(`${t.internalWhitespace}${k} ${t.props[k].value}${t.props[k].comment || ''}`);
                // do login/password first
                if (t.props.login)
                    addProp('login');
                if (t.props.password)
                    addProp('password');
                for (let k of Object.keys(t.props).filter(k => !['login', 'password'].includes(k))) {
                    addProp(k);
                }
            };
            const addComment = (t) => t.comment && output.push(' ' + t.comment);
            if (t.internalWhitespace.includes('\n')) {
                addComment(t);
                addProps(t);
                output.push('\n');
            }
            else {
                addProps(t);
                addComment(t);
                output.push('\n');
            }
        }
        return output.join('');
    }
    get defaultFile() {
        const home = (os.platform() === 'win32' &&
            (process.env.HOME ||
                (process.env.HOMEDRIVE && process.env.HOMEPATH && path.join(process.env.HOMEDRIVE, process.env.HOMEPATH)) ||
                process.env.USERPROFILE)) ||
            os.homedir() ||
            os.tmpdir();
        let file = path.join(home, os.platform() === 'win32' ? '_netrc' : '.netrc');
        return fs.existsSync(file + '.gpg') ? (file += '.gpg') : file;
    }
    get gpgDecryptArgs() {
        const args = ['--batch', '--quiet', '--decrypt', this.file];
        debug('running gpg with args %o', args);
        return args;
    }
    get gpgEncryptArgs() {
        const args = ['-a', '--batch', '--default-recipient-self', '-e'];
        debug('running gpg with args %o', args);
        return args;
    }
    throw(err) {
        if (err.detail)
            err.detail += '\n';
        else
            err.detail = '';
        err.detail += `Error occurred during reading netrc file: ${this.file}`;
        throw err;
    }
}
exports.Vz = Netrc;
__webpack_unused_export__ = new Netrc();
// this is somewhat complicated but it takes the array of parsed tokens from parse()
// and it creates ES6 proxy objects to allow them to be easily modified by the consumer of this library
function proxify(tokens) {
    const proxifyProps = (t) => new Proxy(t.props, {
        get(_, key) {
            if (key === 'host')
                return t.host;
            // tslint:disable-next-line strict-type-predicates
            if (typeof key !== 'string')
                return t.props[key];
            const prop = t.props[key];
            if (!prop)
                return;
            return prop.value;
        },
        set(_, key, value) {
            if (key === 'host') {
                t.host = value;
            }
            else if (!value) {
                delete t.props[key];
            }
            else {
                t.props[key] = t.props[key] || (t.props[key] = { value: '' });
                t.props[key].value = value;
            }
            return true;
        },
    });
    const machineTokens = tokens.filter((m) => m.type === 'machine');
    const machines = machineTokens.map(proxifyProps);
    const getWhitespace = () => {
        if (!machineTokens.length)
            return ' ';
        return machineTokens[machineTokens.length - 1].internalWhitespace;
    };
    const obj = {};
    obj._tokens = tokens;
    for (let m of machines)
        obj[m.host] = m;
    return new Proxy(obj, {
        set(obj, host, props) {
            if (!props) {
                delete obj[host];
                const idx = tokens.findIndex(m => m.type === 'machine' && m.host === host);
                if (idx === -1)
                    return true;
                tokens.splice(idx, 1);
                return true;
            }
            let machine = machines.find(m => m.host === host);
            if (!machine) {
                const token = { type: 'machine', host, internalWhitespace: getWhitespace(), props: {} };
                tokens.push(token);
                machine = proxifyProps(token);
                machines.push(machine);
                obj[host] = machine;
            }
            for (let [k, v] of Object.entries(props)) {
                machine[k] = v;
            }
            return true;
        },
        deleteProperty(obj, host) {
            delete obj[host];
            const idx = tokens.findIndex(m => m.type === 'machine' && m.host === host);
            if (idx === -1)
                return true;
            tokens.splice(idx, 1);
            return true;
        },
        ownKeys() {
            return machines.map(m => m.host);
        },
    });
}


/***/ }),

/***/ 65154:
/***/ ((module, exports, __webpack_require__) => {



function _typeof(obj) { if (typeof Symbol === "function" && typeof Symbol.iterator === "symbol") { _typeof = function _typeof(obj) { return typeof obj; }; } else { _typeof = function _typeof(obj) { return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj; }; } return _typeof(obj); }

/* eslint-env browser */

/**
 * This is the web browser implementation of `debug()`.
 */
exports.log = log;
exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
exports.storage = localstorage();
/**
 * Colors.
 */

exports.colors = ['#0000CC', '#0000FF', '#0033CC', '#0033FF', '#0066CC', '#0066FF', '#0099CC', '#0099FF', '#00CC00', '#00CC33', '#00CC66', '#00CC99', '#00CCCC', '#00CCFF', '#3300CC', '#3300FF', '#3333CC', '#3333FF', '#3366CC', '#3366FF', '#3399CC', '#3399FF', '#33CC00', '#33CC33', '#33CC66', '#33CC99', '#33CCCC', '#33CCFF', '#6600CC', '#6600FF', '#6633CC', '#6633FF', '#66CC00', '#66CC33', '#9900CC', '#9900FF', '#9933CC', '#9933FF', '#99CC00', '#99CC33', '#CC0000', '#CC0033', '#CC0066', '#CC0099', '#CC00CC', '#CC00FF', '#CC3300', '#CC3333', '#CC3366', '#CC3399', '#CC33CC', '#CC33FF', '#CC6600', '#CC6633', '#CC9900', '#CC9933', '#CCCC00', '#CCCC33', '#FF0000', '#FF0033', '#FF0066', '#FF0099', '#FF00CC', '#FF00FF', '#FF3300', '#FF3333', '#FF3366', '#FF3399', '#FF33CC', '#FF33FF', '#FF6600', '#FF6633', '#FF9900', '#FF9933', '#FFCC00', '#FFCC33'];
/**
 * Currently only WebKit-based Web Inspectors, Firefox >= v31,
 * and the Firebug extension (any Firefox version) are known
 * to support "%c" CSS customizations.
 *
 * TODO: add a `localStorage` variable to explicitly enable/disable colors
 */
// eslint-disable-next-line complexity

function useColors() {
  // NB: In an Electron preload script, document will be defined but not fully
  // initialized. Since we know we're in Chrome, we'll just detect this case
  // explicitly
  if (typeof window !== 'undefined' && window.process && (window.process.type === 'renderer' || window.process.__nwjs)) {
    return true;
  } // Internet Explorer and Edge do not support colors.


  if (typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
    return false;
  } // Is webkit? http://stackoverflow.com/a/16459606/376773
  // document is undefined in react-native: https://github.com/facebook/react-native/pull/1632


  return typeof document !== 'undefined' && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
  typeof window !== 'undefined' && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
  // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
  typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/) && parseInt(RegExp.$1, 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
  typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
}
/**
 * Colorize log arguments if enabled.
 *
 * @api public
 */


function formatArgs(args) {
  args[0] = (this.useColors ? '%c' : '') + this.namespace + (this.useColors ? ' %c' : ' ') + args[0] + (this.useColors ? '%c ' : ' ') + '+' + module.exports.humanize(this.diff);

  if (!this.useColors) {
    return;
  }

  var c = 'color: ' + this.color;
  args.splice(1, 0, c, 'color: inherit'); // The final "%c" is somewhat tricky, because there could be other
  // arguments passed either before or after the %c, so we need to
  // figure out the correct index to insert the CSS into

  var index = 0;
  var lastC = 0;
  args[0].replace(/%[a-zA-Z%]/g, function (match) {
    if (match === '%%') {
      return;
    }

    index++;

    if (match === '%c') {
      // We only are interested in the *last* %c
      // (the user may have provided their own)
      lastC = index;
    }
  });
  args.splice(lastC, 0, c);
}
/**
 * Invokes `console.log()` when available.
 * No-op when `console.log` is not a "function".
 *
 * @api public
 */


function log() {
  var _console;

  // This hackery is required for IE8/9, where
  // the `console.log` function doesn't have 'apply'
  return (typeof console === "undefined" ? "undefined" : _typeof(console)) === 'object' && console.log && (_console = console).log.apply(_console, arguments);
}
/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */


function save(namespaces) {
  try {
    if (namespaces) {
      exports.storage.setItem('debug', namespaces);
    } else {
      exports.storage.removeItem('debug');
    }
  } catch (error) {// Swallow
    // XXX (@Qix-) should we be logging these?
  }
}
/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */


function load() {
  var r;

  try {
    r = exports.storage.getItem('debug');
  } catch (error) {} // Swallow
  // XXX (@Qix-) should we be logging these?
  // If debug isn't set in LS, and we're in Electron, try to load $DEBUG


  if (!r && typeof process !== 'undefined' && 'env' in process) {
    r = process.env.DEBUG;
  }

  return r;
}
/**
 * Localstorage attempts to return the localstorage.
 *
 * This is necessary because safari throws
 * when a user disables cookies/localstorage
 * and you attempt to access it.
 *
 * @return {LocalStorage}
 * @api private
 */


function localstorage() {
  try {
    // TVMLKit (Apple TV JS Runtime) does not have a window object, just localStorage in the global context
    // The Browser also has localStorage in the global context.
    return localStorage;
  } catch (error) {// Swallow
    // XXX (@Qix-) should we be logging these?
  }
}

module.exports = __webpack_require__(57421)(exports);
var formatters = module.exports.formatters;
/**
 * Map %j to `JSON.stringify()`, since no Web Inspectors do that by default.
 */

formatters.j = function (v) {
  try {
    return JSON.stringify(v);
  } catch (error) {
    return '[UnexpectedJSONParseError]: ' + error.message;
  }
};



/***/ }),

/***/ 57421:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/**
 * This is the common logic for both the Node.js and web browser
 * implementations of `debug()`.
 */
function setup(env) {
  createDebug.debug = createDebug;
  createDebug.default = createDebug;
  createDebug.coerce = coerce;
  createDebug.disable = disable;
  createDebug.enable = enable;
  createDebug.enabled = enabled;
  createDebug.humanize = __webpack_require__(70744);
  Object.keys(env).forEach(function (key) {
    createDebug[key] = env[key];
  });
  /**
  * Active `debug` instances.
  */

  createDebug.instances = [];
  /**
  * The currently active debug mode names, and names to skip.
  */

  createDebug.names = [];
  createDebug.skips = [];
  /**
  * Map of special "%n" handling functions, for the debug "format" argument.
  *
  * Valid key names are a single, lower or upper-case letter, i.e. "n" and "N".
  */

  createDebug.formatters = {};
  /**
  * Selects a color for a debug namespace
  * @param {String} namespace The namespace string for the for the debug instance to be colored
  * @return {Number|String} An ANSI color code for the given namespace
  * @api private
  */

  function selectColor(namespace) {
    var hash = 0;

    for (var i = 0; i < namespace.length; i++) {
      hash = (hash << 5) - hash + namespace.charCodeAt(i);
      hash |= 0; // Convert to 32bit integer
    }

    return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
  }

  createDebug.selectColor = selectColor;
  /**
  * Create a debugger with the given `namespace`.
  *
  * @param {String} namespace
  * @return {Function}
  * @api public
  */

  function createDebug(namespace) {
    var prevTime;

    function debug() {
      // Disabled?
      if (!debug.enabled) {
        return;
      }

      for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
        args[_key] = arguments[_key];
      }

      var self = debug; // Set `diff` timestamp

      var curr = Number(new Date());
      var ms = curr - (prevTime || curr);
      self.diff = ms;
      self.prev = prevTime;
      self.curr = curr;
      prevTime = curr;
      args[0] = createDebug.coerce(args[0]);

      if (typeof args[0] !== 'string') {
        // Anything else let's inspect with %O
        args.unshift('%O');
      } // Apply any `formatters` transformations


      var index = 0;
      args[0] = args[0].replace(/%([a-zA-Z%])/g, function (match, format) {
        // If we encounter an escaped % then don't increase the array index
        if (match === '%%') {
          return match;
        }

        index++;
        var formatter = createDebug.formatters[format];

        if (typeof formatter === 'function') {
          var val = args[index];
          match = formatter.call(self, val); // Now we need to remove `args[index]` since it's inlined in the `format`

          args.splice(index, 1);
          index--;
        }

        return match;
      }); // Apply env-specific formatting (colors, etc.)

      createDebug.formatArgs.call(self, args);
      var logFn = self.log || createDebug.log;
      logFn.apply(self, args);
    }

    debug.namespace = namespace;
    debug.enabled = createDebug.enabled(namespace);
    debug.useColors = createDebug.useColors();
    debug.color = selectColor(namespace);
    debug.destroy = destroy;
    debug.extend = extend; // Debug.formatArgs = formatArgs;
    // debug.rawLog = rawLog;
    // env-specific initialization logic for debug instances

    if (typeof createDebug.init === 'function') {
      createDebug.init(debug);
    }

    createDebug.instances.push(debug);
    return debug;
  }

  function destroy() {
    var index = createDebug.instances.indexOf(this);

    if (index !== -1) {
      createDebug.instances.splice(index, 1);
      return true;
    }

    return false;
  }

  function extend(namespace, delimiter) {
    return createDebug(this.namespace + (typeof delimiter === 'undefined' ? ':' : delimiter) + namespace);
  }
  /**
  * Enables a debug mode by namespaces. This can include modes
  * separated by a colon and wildcards.
  *
  * @param {String} namespaces
  * @api public
  */


  function enable(namespaces) {
    createDebug.save(namespaces);
    createDebug.names = [];
    createDebug.skips = [];
    var i;
    var split = (typeof namespaces === 'string' ? namespaces : '').split(/[\s,]+/);
    var len = split.length;

    for (i = 0; i < len; i++) {
      if (!split[i]) {
        // ignore empty strings
        continue;
      }

      namespaces = split[i].replace(/\*/g, '.*?');

      if (namespaces[0] === '-') {
        createDebug.skips.push(new RegExp('^' + namespaces.substr(1) + '$'));
      } else {
        createDebug.names.push(new RegExp('^' + namespaces + '$'));
      }
    }

    for (i = 0; i < createDebug.instances.length; i++) {
      var instance = createDebug.instances[i];
      instance.enabled = createDebug.enabled(instance.namespace);
    }
  }
  /**
  * Disable debug output.
  *
  * @api public
  */


  function disable() {
    createDebug.enable('');
  }
  /**
  * Returns true if the given mode name is enabled, false otherwise.
  *
  * @param {String} name
  * @return {Boolean}
  * @api public
  */


  function enabled(name) {
    if (name[name.length - 1] === '*') {
      return true;
    }

    var i;
    var len;

    for (i = 0, len = createDebug.skips.length; i < len; i++) {
      if (createDebug.skips[i].test(name)) {
        return false;
      }
    }

    for (i = 0, len = createDebug.names.length; i < len; i++) {
      if (createDebug.names[i].test(name)) {
        return true;
      }
    }

    return false;
  }
  /**
  * Coerce `val`.
  *
  * @param {Mixed} val
  * @return {Mixed}
  * @api private
  */


  function coerce(val) {
    if (val instanceof Error) {
      return val.stack || val.message;
    }

    return val;
  }

  createDebug.enable(createDebug.load());
  return createDebug;
}

module.exports = setup;



/***/ }),

/***/ 53730:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/**
 * Detect Electron renderer / nwjs process, which is node, but we should
 * treat as a browser.
 */
if (typeof process === 'undefined' || process.type === 'renderer' || process.browser === true || process.__nwjs) {
  module.exports = __webpack_require__(65154);
} else {
  module.exports = __webpack_require__(14520);
}



/***/ }),

/***/ 14520:
/***/ ((module, exports, __webpack_require__) => {



/**
 * Module dependencies.
 */
var tty = __webpack_require__(52018);

var util = __webpack_require__(39023);
/**
 * This is the Node.js implementation of `debug()`.
 */


exports.init = init;
exports.log = log;
exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
/**
 * Colors.
 */

exports.colors = [6, 2, 3, 4, 5, 1];

try {
  // Optional dependency (as in, doesn't need to be installed, NOT like optionalDependencies in package.json)
  // eslint-disable-next-line import/no-extraneous-dependencies
  var supportsColor = __webpack_require__(21450);

  if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
    exports.colors = [20, 21, 26, 27, 32, 33, 38, 39, 40, 41, 42, 43, 44, 45, 56, 57, 62, 63, 68, 69, 74, 75, 76, 77, 78, 79, 80, 81, 92, 93, 98, 99, 112, 113, 128, 129, 134, 135, 148, 149, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 178, 179, 184, 185, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 214, 215, 220, 221];
  }
} catch (error) {} // Swallow - we only care if `supports-color` is available; it doesn't have to be.

/**
 * Build up the default `inspectOpts` object from the environment variables.
 *
 *   $ DEBUG_COLORS=no DEBUG_DEPTH=10 DEBUG_SHOW_HIDDEN=enabled node script.js
 */


exports.inspectOpts = Object.keys(process.env).filter(function (key) {
  return /^debug_/i.test(key);
}).reduce(function (obj, key) {
  // Camel-case
  var prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, function (_, k) {
    return k.toUpperCase();
  }); // Coerce string value into JS value

  var val = process.env[key];

  if (/^(yes|on|true|enabled)$/i.test(val)) {
    val = true;
  } else if (/^(no|off|false|disabled)$/i.test(val)) {
    val = false;
  } else if (val === 'null') {
    val = null;
  } else {
    val = Number(val);
  }

  obj[prop] = val;
  return obj;
}, {});
/**
 * Is stdout a TTY? Colored output is enabled when `true`.
 */

function useColors() {
  return 'colors' in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
}
/**
 * Adds ANSI color escape codes if enabled.
 *
 * @api public
 */


function formatArgs(args) {
  var name = this.namespace,
      useColors = this.useColors;

  if (useColors) {
    var c = this.color;
    var colorCode = "\x1B[3" + (c < 8 ? c : '8;5;' + c);
    var prefix = "  ".concat(colorCode, ";1m").concat(name, " \x1B[0m");
    args[0] = prefix + args[0].split('\n').join('\n' + prefix);
    args.push(colorCode + 'm+' + module.exports.humanize(this.diff) + "\x1B[0m");
  } else {
    args[0] = getDate() + name + ' ' + args[0];
  }
}

function getDate() {
  if (exports.inspectOpts.hideDate) {
    return '';
  }

  return new Date().toISOString() + ' ';
}
/**
 * Invokes `util.format()` with the specified arguments and writes to stderr.
 */


function log() {
  return process.stderr.write(util.format.apply(util, arguments) + '\n');
}
/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */


function save(namespaces) {
  if (namespaces) {
    process.env.DEBUG = namespaces;
  } else {
    // If you set a process.env field to null or undefined, it gets cast to the
    // string 'null' or 'undefined'. Just delete instead.
    delete process.env.DEBUG;
  }
}
/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */


function load() {
  return process.env.DEBUG;
}
/**
 * Init logic for `debug` instances.
 *
 * Create a new `inspectOpts` object in case `useColors` is set
 * differently for a particular `debug` instance.
 */


function init(debug) {
  debug.inspectOpts = {};
  var keys = Object.keys(exports.inspectOpts);

  for (var i = 0; i < keys.length; i++) {
    debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
  }
}

module.exports = __webpack_require__(57421)(exports);
var formatters = module.exports.formatters;
/**
 * Map %o to `util.inspect()`, all on a single line.
 */

formatters.o = function (v) {
  this.inspectOpts.colors = this.useColors;
  return util.inspect(v, this.inspectOpts)
    .split('\n')
    .map(function (str) { return str.trim(); })
    .join(' ');
};
/**
 * Map %O to `util.inspect()`, allowing multiple lines if needed.
 */


formatters.O = function (v) {
  this.inspectOpts.colors = this.useColors;
  return util.inspect(v, this.inspectOpts);
};



/***/ }),

/***/ 83048:
/***/ ((module) => {



/**
 * Tries to execute a function and discards any error that occurs.
 * @param {Function} fn - Function that might or might not throw an error.
 * @returns {?*} Return-value of the function when no error occurred.
 */
module.exports = function(fn) {

	try { return fn() } catch (e) {}

}

/***/ }),

/***/ 36883:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const path = __webpack_require__(16928);
const pathKey = __webpack_require__(19510);

module.exports = opts => {
	opts = Object.assign({
		cwd: process.cwd(),
		path: process.env[pathKey()]
	}, opts);

	let prev;
	let pth = path.resolve(opts.cwd);
	const ret = [];

	while (prev !== pth) {
		ret.push(path.join(pth, 'node_modules/.bin'));
		prev = pth;
		pth = path.resolve(pth, '..');
	}

	// ensure the running `node` binary is used
	ret.push(path.dirname(process.execPath));

	return ret.concat(opts.path).join(path.delimiter);
};

module.exports.env = opts => {
	opts = Object.assign({
		env: process.env
	}, opts);

	const env = Object.assign({}, opts.env);
	const path = pathKey({env});

	opts.path = env[path];
	env[path] = module.exports(opts);

	return env;
};


/***/ }),

/***/ 19510:
/***/ ((module) => {


module.exports = opts => {
	opts = opts || {};

	const env = opts.env || process.env;
	const platform = opts.platform || process.platform;

	if (platform !== 'win32') {
		return 'PATH';
	}

	return Object.keys(env).find(x => x.toUpperCase() === 'PATH') || 'Path';
};


/***/ }),

/***/ 32766:
/***/ ((module) => {


module.exports = (promise, onFinally) => {
	onFinally = onFinally || (() => {});

	return promise.then(
		val => new Promise(resolve => {
			resolve(onFinally());
		}).then(() => val),
		err => new Promise(resolve => {
			resolve(onFinally());
		}).then(() => {
			throw err;
		})
	);
};


/***/ }),

/***/ 66627:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// Note: since nyc uses this module to output coverage, any lines
// that are in the direct sync flow of nyc's outputCoverage are
// ignored, since we can never get coverage for them.
// grab a reference to node's real process object right away
var process = global.process

const processOk = function (process) {
  return process &&
    typeof process === 'object' &&
    typeof process.removeListener === 'function' &&
    typeof process.emit === 'function' &&
    typeof process.reallyExit === 'function' &&
    typeof process.listeners === 'function' &&
    typeof process.kill === 'function' &&
    typeof process.pid === 'number' &&
    typeof process.on === 'function'
}

// some kind of non-node environment, just no-op
/* istanbul ignore if */
if (!processOk(process)) {
  module.exports = function () {
    return function () {}
  }
} else {
  var assert = __webpack_require__(42613)
  var signals = __webpack_require__(41430)
  var isWin = /^win/i.test(process.platform)

  var EE = __webpack_require__(24434)
  /* istanbul ignore if */
  if (typeof EE !== 'function') {
    EE = EE.EventEmitter
  }

  var emitter
  if (process.__signal_exit_emitter__) {
    emitter = process.__signal_exit_emitter__
  } else {
    emitter = process.__signal_exit_emitter__ = new EE()
    emitter.count = 0
    emitter.emitted = {}
  }

  // Because this emitter is a global, we have to check to see if a
  // previous version of this library failed to enable infinite listeners.
  // I know what you're about to say.  But literally everything about
  // signal-exit is a compromise with evil.  Get used to it.
  if (!emitter.infinite) {
    emitter.setMaxListeners(Infinity)
    emitter.infinite = true
  }

  module.exports = function (cb, opts) {
    /* istanbul ignore if */
    if (!processOk(global.process)) {
      return function () {}
    }
    assert.equal(typeof cb, 'function', 'a callback must be provided for exit handler')

    if (loaded === false) {
      load()
    }

    var ev = 'exit'
    if (opts && opts.alwaysLast) {
      ev = 'afterexit'
    }

    var remove = function () {
      emitter.removeListener(ev, cb)
      if (emitter.listeners('exit').length === 0 &&
          emitter.listeners('afterexit').length === 0) {
        unload()
      }
    }
    emitter.on(ev, cb)

    return remove
  }

  var unload = function unload () {
    if (!loaded || !processOk(global.process)) {
      return
    }
    loaded = false

    signals.forEach(function (sig) {
      try {
        process.removeListener(sig, sigListeners[sig])
      } catch (er) {}
    })
    process.emit = originalProcessEmit
    process.reallyExit = originalProcessReallyExit
    emitter.count -= 1
  }
  module.exports.unload = unload

  var emit = function emit (event, code, signal) {
    /* istanbul ignore if */
    if (emitter.emitted[event]) {
      return
    }
    emitter.emitted[event] = true
    emitter.emit(event, code, signal)
  }

  // { <signal>: <listener fn>, ... }
  var sigListeners = {}
  signals.forEach(function (sig) {
    sigListeners[sig] = function listener () {
      /* istanbul ignore if */
      if (!processOk(global.process)) {
        return
      }
      // If there are no other listeners, an exit is coming!
      // Simplest way: remove us and then re-send the signal.
      // We know that this will kill the process, so we can
      // safely emit now.
      var listeners = process.listeners(sig)
      if (listeners.length === emitter.count) {
        unload()
        emit('exit', null, sig)
        /* istanbul ignore next */
        emit('afterexit', null, sig)
        /* istanbul ignore next */
        if (isWin && sig === 'SIGHUP') {
          // "SIGHUP" throws an `ENOSYS` error on Windows,
          // so use a supported signal instead
          sig = 'SIGINT'
        }
        /* istanbul ignore next */
        process.kill(process.pid, sig)
      }
    }
  })

  module.exports.signals = function () {
    return signals
  }

  var loaded = false

  var load = function load () {
    if (loaded || !processOk(global.process)) {
      return
    }
    loaded = true

    // This is the number of onSignalExit's that are in play.
    // It's important so that we can count the correct number of
    // listeners on signals, and don't wait for the other one to
    // handle it instead of us.
    emitter.count += 1

    signals = signals.filter(function (sig) {
      try {
        process.on(sig, sigListeners[sig])
        return true
      } catch (er) {
        return false
      }
    })

    process.emit = processEmit
    process.reallyExit = processReallyExit
  }
  module.exports.load = load

  var originalProcessReallyExit = process.reallyExit
  var processReallyExit = function processReallyExit (code) {
    /* istanbul ignore if */
    if (!processOk(global.process)) {
      return
    }
    process.exitCode = code || /* istanbul ignore next */ 0
    emit('exit', process.exitCode, null)
    /* istanbul ignore next */
    emit('afterexit', process.exitCode, null)
    /* istanbul ignore next */
    originalProcessReallyExit.call(process, process.exitCode)
  }

  var originalProcessEmit = process.emit
  var processEmit = function processEmit (ev, arg) {
    if (ev === 'exit' && processOk(global.process)) {
      /* istanbul ignore else */
      if (arg !== undefined) {
        process.exitCode = arg
      }
      var ret = originalProcessEmit.apply(this, arguments)
      /* istanbul ignore next */
      emit('exit', process.exitCode, null)
      /* istanbul ignore next */
      emit('afterexit', process.exitCode, null)
      /* istanbul ignore next */
      return ret
    } else {
      return originalProcessEmit.apply(this, arguments)
    }
  }
}


/***/ }),

/***/ 41430:
/***/ ((module) => {

// This is not the set of all possible signals.
//
// It IS, however, the set of all signals that trigger
// an exit on either Linux or BSD systems.  Linux is a
// superset of the signal names supported on BSD, and
// the unknown signals just fail to register, so we can
// catch that easily enough.
//
// Don't bother with SIGKILL.  It's uncatchable, which
// means that we can't fire any callbacks anyway.
//
// If a user does happen to register a handler on a non-
// fatal signal like SIGWINCH or something, and then
// exit, it'll end up firing `process.emit('exit')`, so
// the handler will be fired anyway.
//
// SIGBUS, SIGFPE, SIGSEGV and SIGILL, when not raised
// artificially, inherently leave the process in a
// state from which it is not safe to try and enter JS
// listeners.
module.exports = [
  'SIGABRT',
  'SIGALRM',
  'SIGHUP',
  'SIGINT',
  'SIGTERM'
]

if (process.platform !== 'win32') {
  module.exports.push(
    'SIGVTALRM',
    'SIGXCPU',
    'SIGXFSZ',
    'SIGUSR2',
    'SIGTRAP',
    'SIGSYS',
    'SIGQUIT',
    'SIGIOT'
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  )
}

if (process.platform === 'linux') {
  module.exports.push(
    'SIGIO',
    'SIGPOLL',
    'SIGPWR',
    'SIGSTKFLT',
    'SIGUNUSED'
  )
}


/***/ }),

/***/ 60060:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const stripAnsi = __webpack_require__(13958);
const isFullwidthCodePoint = __webpack_require__(4519);
const emojiRegex = __webpack_require__(50872);

const stringWidth = string => {
	if (typeof string !== 'string' || string.length === 0) {
		return 0;
	}

	string = stripAnsi(string);

	if (string.length === 0) {
		return 0;
	}

	string = string.replace(emojiRegex(), '  ');

	let width = 0;

	for (let i = 0; i < string.length; i++) {
		const code = string.codePointAt(i);

		// Ignore control characters
		if (code <= 0x1F || (code >= 0x7F && code <= 0x9F)) {
			continue;
		}

		// Ignore combining characters
		if (code >= 0x300 && code <= 0x36F) {
			continue;
		}

		// Surrogates
		if (code > 0xFFFF) {
			i++;
		}

		width += isFullwidthCodePoint(code) ? 2 : 1;
	}

	return width;
};

module.exports = stringWidth;
// TODO: remove this in the next major version
module.exports["default"] = stringWidth;


/***/ }),

/***/ 13958:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const ansiRegex = __webpack_require__(60021);

module.exports = string => typeof string === 'string' ? string.replace(ansiRegex(), '') : string;


/***/ }),

/***/ 87017:
/***/ ((module) => {


module.exports = function (x) {
	var lf = typeof x === 'string' ? '\n' : '\n'.charCodeAt();
	var cr = typeof x === 'string' ? '\r' : '\r'.charCodeAt();

	if (x[x.length - 1] === lf) {
		x = x.slice(0, x.length - 1);
	}

	if (x[x.length - 1] === cr) {
		x = x.slice(0, x.length - 1);
	}

	return x;
};


/***/ }),

/***/ 21450:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const os = __webpack_require__(70857);
const tty = __webpack_require__(52018);
const hasFlag = __webpack_require__(83813);

const {env} = process;

let forceColor;
if (hasFlag('no-color') ||
	hasFlag('no-colors') ||
	hasFlag('color=false') ||
	hasFlag('color=never')) {
	forceColor = 0;
} else if (hasFlag('color') ||
	hasFlag('colors') ||
	hasFlag('color=true') ||
	hasFlag('color=always')) {
	forceColor = 1;
}

if ('FORCE_COLOR' in env) {
	if (env.FORCE_COLOR === 'true') {
		forceColor = 1;
	} else if (env.FORCE_COLOR === 'false') {
		forceColor = 0;
	} else {
		forceColor = env.FORCE_COLOR.length === 0 ? 1 : Math.min(parseInt(env.FORCE_COLOR, 10), 3);
	}
}

function translateLevel(level) {
	if (level === 0) {
		return false;
	}

	return {
		level,
		hasBasic: true,
		has256: level >= 2,
		has16m: level >= 3
	};
}

function supportsColor(haveStream, streamIsTTY) {
	if (forceColor === 0) {
		return 0;
	}

	if (hasFlag('color=16m') ||
		hasFlag('color=full') ||
		hasFlag('color=truecolor')) {
		return 3;
	}

	if (hasFlag('color=256')) {
		return 2;
	}

	if (haveStream && !streamIsTTY && forceColor === undefined) {
		return 0;
	}

	const min = forceColor || 0;

	if (env.TERM === 'dumb') {
		return min;
	}

	if (process.platform === 'win32') {
		// Windows 10 build 10586 is the first Windows release that supports 256 colors.
		// Windows 10 build 14931 is the first release that supports 16m/TrueColor.
		const osRelease = os.release().split('.');
		if (
			Number(osRelease[0]) >= 10 &&
			Number(osRelease[2]) >= 10586
		) {
			return Number(osRelease[2]) >= 14931 ? 3 : 2;
		}

		return 1;
	}

	if ('CI' in env) {
		if (['TRAVIS', 'CIRCLECI', 'APPVEYOR', 'GITLAB_CI', 'GITHUB_ACTIONS', 'BUILDKITE'].some(sign => sign in env) || env.CI_NAME === 'codeship') {
			return 1;
		}

		return min;
	}

	if ('TEAMCITY_VERSION' in env) {
		return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
	}

	if (env.COLORTERM === 'truecolor') {
		return 3;
	}

	if ('TERM_PROGRAM' in env) {
		const version = parseInt((env.TERM_PROGRAM_VERSION || '').split('.')[0], 10);

		switch (env.TERM_PROGRAM) {
			case 'iTerm.app':
				return version >= 3 ? 3 : 2;
			case 'Apple_Terminal':
				return 2;
			// No default
		}
	}

	if (/-256(color)?$/i.test(env.TERM)) {
		return 2;
	}

	if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
		return 1;
	}

	if ('COLORTERM' in env) {
		return 1;
	}

	return min;
}

function getSupportLevel(stream) {
	const level = supportsColor(stream, stream && stream.isTTY);
	return translateLevel(level);
}

module.exports = {
	supportsColor: getSupportLevel,
	stdout: translateLevel(supportsColor(true, tty.isatty(1))),
	stderr: translateLevel(supportsColor(true, tty.isatty(2)))
};


/***/ }),

/***/ 77181:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildProgram: () => (/* binding */ buildProgram)
});

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/server.js + 1 modules
var server = __webpack_require__(99804);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/errors.js
var errors = __webpack_require__(13675);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/store-urls.js
var store_urls = __webpack_require__(50847);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/server-runtime.js
var server_runtime = __webpack_require__(67942);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/format.js
function formatBytes(bytes) {
    if (!Number.isFinite(bytes) || bytes < 0)
        return '-';
    if (bytes < 1000)
        return `${bytes} B`;
    const units = ['kB', 'MB', 'GB', 'TB'];
    let v = bytes;
    let i = -1;
    while (v >= 1000 && i < units.length - 1) {
        v /= 1000;
        i++;
    }
    return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}
// eslint-disable-next-line no-control-regex -- ANSI escape sequences are what we measure around
const ANSI = /\x1b\[[0-9;]*m/g;
const visibleLength = (s) => s.replace(ANSI, '').length;
/** A plain, aligned table: header row + rows, two spaces between columns, no borders (easy to grep). */
function table(header, rows, c, 
/** Per column: 'right' for numbers (default 'left'). */
align = []) {
    const widths = header.map((h, i) => Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))));
    const line = (cells) => cells
        .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - visibleLength(cell));
        if (align[i] === 'right')
            return pad + cell;
        return i === cells.length - 1 ? cell : cell + pad;
    })
        .join('  ')
        .trimEnd();
    const head = line(header);
    return [c ? c.dim(head) : head, ...rows.map(line)].join('\n');
}
/** A whole number with thousands separators (1,234,567), locale-independent. */
function formatCount(n) {
    if (!Number.isFinite(n))
        return '-';
    return Math.round(n)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** `key  value` lines with aligned values; nested objects are printed as JSON. */
function keyValues(obj, c) {
    const keys = Object.keys(obj);
    if (keys.length === 0)
        return '(empty)';
    const width = Math.max(...keys.map((k) => k.length));
    return keys
        .map((k) => {
        const v = obj[k];
        const text = v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);
        const key = k.padEnd(width);
        return `${c ? c.dim(key) : key}  ${text}`;
    })
        .join('\n');
}
/** Keys whose numbers are byte counts (`publicTotalSize`, `size`, `bytes`): shown as sizes for people. */
const BYTE_KEY = /(size|bytes)$/i;
/**
 * An answer for people as `key  value` lines: nested objects become dotted keys (`config.spa`,
 * `headers.X-Frame-Options`), lists of plain values are joined, byte counts are sizes (12.5 MB). Pure.
 */
function flatKeyValues(obj, c) {
    const flat = {};
    const walk = (prefix, value) => {
        if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
            for (const [k, v] of Object.entries(value))
                walk(prefix ? `${prefix}.${k}` : k, v);
            return;
        }
        if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
            flat[prefix] = value.length ? value.join(', ') : '-';
        else if (typeof value === 'number' && BYTE_KEY.test(prefix))
            flat[prefix] = formatBytes(value);
        else if (value && typeof value === 'object' && !Array.isArray(value))
            flat[prefix] = '-';
        else
            flat[prefix] = value;
    };
    walk('', obj);
    return keyValues(flat, c);
}
/** `rev` (epoch ms) as a readable UTC time. */
function formatRev(rev) {
    const d = new Date(rev);
    return Number.isNaN(d.getTime())
        ? String(rev)
        : d
            .toISOString()
            .replace('T', ' ')
            .replace(/\.\d+Z$/, 'Z');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/render/migration.js

/** What to do about the edge secret: the same one on every origin and edge, taken from where the old one is. */
function edgeSecretHint(file) {
    return ('Every origin and edge of the cluster must be started with the same SITEPUB_EDGE_SECRET; ' +
        (file
            ? `the embedded server's is in ${file} (not copied, not printed): SITEPUB_EDGE_SECRET=$(cat ${file})`
            : 'the embedded server had none in its data folder: choose one (e.g. openssl rand -hex 32)'));
}
function renderMigration(r, c) {
    const rows = Object.entries(r.tables).map(([name, n]) => [
        name,
        formatCount(n.copied),
        formatCount(n.present),
    ]);
    rows.push([
        'content (blobs)',
        `${formatCount(r.content.copied)} (${formatBytes(r.content.bytesCopied)})`,
        `${formatCount(r.content.present)} (${formatBytes(r.content.bytesPresent)})`,
    ], ['outbox mails', formatCount(r.outbox.copied), formatCount(r.outbox.present)], ['ACME files', formatCount(r.acme.copied), formatCount(r.acme.present)], ['CA root', r.ca === 'copied' ? '1' : '0', r.ca === 'present' ? '1' : r.ca === 'none' ? '- (none)' : '0']);
    const v = r.verified;
    return [
        `${c.bold('Migrated')} ${r.from} ${c.dim('\u2192')} ${r.database} + ${r.blobs} ${c.dim(`in ${r.seconds.toFixed(1)} s`)}`,
        '',
        table(['WHAT', 'COPIED', 'ALREADY THERE'], rows, c, ['left', 'right', 'right']),
        '',
        `${c.green('verified')}: ${formatCount(v.revisions)} revisions (${formatCount(v.files)} files) list the same ` +
            `manifest, ${formatCount(v.blobs)} blobs read back whole, ${formatCount(v.tokens)} tokens resolve to their accounts`,
        edgeSecretHint(r.edgeSecretFile),
    ].join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/migrate.js
/**
 * `sitepub migrate --from <data> --database postgres://\u2026 --blobs s3://\u2026`: copies an embedded server's data folder
 * into a cluster's PostgreSQL database and S3 bucket, resumable and verified (src/store/transfer/). Prints what it
 * did: a table for people, or one JSON line with --json (src/protocol/migration.ts). The server and store code is
 * imported only here, when the command runs.
 */





/**
 * The database and bucket URLs: flags first, then SITEPUB_DATABASE_URL / SITEPUB_BLOBS_URL, checked by the one
 * parser `serve` uses (store-urls.ts); migrate needs both.
 */
function targetUrls(o, env) {
    const database = o.database ?? (env.SITEPUB_DATABASE_URL?.trim() || undefined);
    const blobs = o.blobs ?? (env.SITEPUB_BLOBS_URL?.trim() || undefined);
    if (!database)
        throw new errors/* UsageError */.eb(`migrate needs the target database: pass --database ${store_urls/* DATABASE_FORM */.De} or set SITEPUB_DATABASE_URL`);
    if (!blobs)
        throw new errors/* UsageError */.eb('migrate needs the target bucket: pass --blobs s3://BUCKET[/PREFIX] or set SITEPUB_BLOBS_URL');
    try {
        (0,store_urls/* storeUrlsOf */.Zs)({ database: o.database, blobs: o.blobs, env });
    }
    catch (err) {
        throw err instanceof store_urls/* StoreUrlError */.TG ? new errors/* UsageError */.eb(err.message) : err;
    }
    return { database, blobs };
}
/** The database password as given in the URL and as it may be echoed (decoded), for the redactor. */
function urlSecrets(url) {
    try {
        const pass = new URL(url).password;
        return pass ? [pass, decodeURIComponent(pass)] : [];
    }
    catch {
        return [];
    }
}
/** `postgres://user:secret@host/db` without its password (`postgres://user:***@host/db`), for messages. */
function redactUrl(url) {
    try {
        const u = new URL(url);
        if (u.password)
            u.password = '***';
        for (const name of [...u.searchParams.keys()])
            if (/pass|secret|key|token/i.test(name))
                u.searchParams.set(name, '***');
        return u.toString();
    }
    catch {
        return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
    }
}
async function migrateCommand(ctx, o) {
    const problem = (0,server_runtime/* serverRuntimeProblem */.vj)('migrate', process.versions.node);
    if (problem)
        throw new errors/* CliError */.z1(problem);
    const urls = targetUrls(o, ctx.io.env);
    for (const s of urlSecrets(urls.database))
        ctx.out.redactor.add(s);
    const from = external_node_path_.resolve(ctx.io.cwd, o.from ?? 'sitepub-data');
    const acmeDirectory = o.acmeDirectory ?? ctx.io.env.SITEPUB_ACME_DIRECTORY;
    const { openClusterTarget } = await Promise.all(/* import() */[__webpack_require__.e(383), __webpack_require__.e(453), __webpack_require__.e(822), __webpack_require__.e(576)]).then(__webpack_require__.bind(__webpack_require__, 63016));
    const { transfer } = await Promise.all(/* import() */[__webpack_require__.e(383), __webpack_require__.e(64)]).then(__webpack_require__.bind(__webpack_require__, 51064));
    const { TransferSource } = await Promise.all(/* import() */[__webpack_require__.e(383), __webpack_require__.e(453), __webpack_require__.e(497)]).then(__webpack_require__.bind(__webpack_require__, 84497));
    const database = redactUrl(urls.database);
    // The data folder first: a wrong --from or a running server is refused before the target is touched.
    const source = await TransferSource.open(from);
    const target = await openClusterTarget({ ...urls, env: ctx.io.env }).catch((err) => {
        source.close();
        throw new errors/* CliError */.z1(`cannot open the target ${database} + ${urls.blobs}: ${err.message ?? String(err)}`);
    });
    for (const s of target.secrets)
        ctx.out.redactor.add(s);
    try {
        ctx.out.status(`Migrating ${from} into ${database} + ${urls.blobs}`);
        const report = await transfer({
            source,
            target: target.store,
            databaseLabel: database,
            blobsLabel: urls.blobs,
            ...(acmeDirectory ? { acmeDirectories: [acmeDirectory] } : {}),
            progress: (line) => ctx.out.status(`  ${line}`),
            warn: (line) => ctx.out.warn(line),
        });
        ctx.out.result(report, () => renderMigration(report, ctx.out.c));
        if (ctx.out.json)
            ctx.out.log(edgeSecretHint(report.edgeSecretFile));
    }
    finally {
        source.close();
        await target.close();
    }
}
function registerMigrateCommand(program, act) {
    program
        .command('migrate')
        .description('copy an embedded server (its data folder) into a cluster: PostgreSQL + S3, resumable and verified')
        .option('--from <dir>', 'data folder of the embedded server (the --data of serve; default: ./sitepub-data)')
        .option('--database <url>', 'target PostgreSQL, postgres://USER[:PASS]@HOST:PORT/DB (env SITEPUB_DATABASE_URL)')
        .option('--blobs <url>', 'target bucket, s3://BUCKET[/PREFIX] (env SITEPUB_BLOBS_URL)')
        .option('--acme-directory <url>', 'the ACME directory serve used, so its account key is carried over (env SITEPUB_ACME_DIRECTORY)')
        .addHelpText('after', [
        '',
        'The S3 endpoint and credentials come from AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL,',
        'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION (or the AWS shared files), as for serve.',
        'Stop the server first: a data folder in use is refused. After a failure run it again: it',
        'copies only what is missing, then verifies.',
        '--json (a global option, also accepted here) prints one line once verified:',
        '  {"from","database","blobs","tables":{"accounts":{"copied","present"},\u2026},',
        '   "content":{\u2026},"ca","outbox","acme","verified":{"revisions","files","blobs","tokens"},',
        '   "edgeSecretFile","seconds"}',
    ].join('\n'))
        .action(act(async (ctx, o) => migrateCommand(ctx, o)));
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/index.js + 23 modules
var src_client = __webpack_require__(78804);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/proxy-env.js
var proxy_env = __webpack_require__(55637);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/credentials.js
function resolveCredentials({ flag, env, netrc }) {
    if (flag !== undefined && flag !== '')
        return { token: flag, email: null, source: 'flag', origin: '--token' };
    const variable = tokenVariable(env);
    if (variable)
        return { token: env[variable], email: null, source: 'env', origin: variable };
    const entry = netrc();
    if (entry)
        return { token: entry.password, email: entry.login, source: 'netrc', origin: '~/.netrc' };
    return null;
}
/** The environment variable a token would be taken from (it wins over the saved login), or null. */
function tokenVariable(env) {
    return env.SURGE_TOKEN ? 'SURGE_TOKEN' : env.TRAVIS_SURGE_TOKEN ? 'TRAVIS_SURGE_TOKEN' : null;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/netrc-parser/lib/netrc.js
var lib_netrc = __webpack_require__(81588);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/netrc.js
/**
 * `$HOME/.netrc`, shared with the official `surge` CLI: machine = API host with port, login = email,
 * password = token. Written with mode 0600. Parsing and writing use netrc-parser, which keeps the other
 * machines, comments and layout of the file intact.
 */



function load(file) {
    const netrc = new lib_netrc/* Netrc */.Vz(file);
    try {
        netrc.loadSync();
    }
    catch (err) {
        throw new errors/* CliError */.z1(`cannot read ${file} (${err.message}): fix or remove the file, or pass --token / SURGE_TOKEN`);
    }
    return netrc;
}
function readNetrcEntry(file, machine) {
    const entry = load(file).machines[machine];
    if (!entry?.password)
        return null;
    return { login: entry.login ?? null, password: entry.password };
}
function writeNetrcEntry(file, machine, entry) {
    if (/\s/.test(entry.login) || /\s/.test(entry.password))
        throw new errors/* CliError */.z1('cannot store credentials containing whitespace in .netrc');
    const netrc = load(file);
    netrc.machines[machine] = { login: entry.login, password: entry.password };
    netrc.saveSync();
    external_node_fs_.chmodSync(file, 0o600); // saveSync's mode only applies when the file is created
}
/** Removes the machine's entry; returns whether there was one. */
function removeNetrcEntry(file, machine) {
    if (!external_node_fs_.existsSync(file))
        return false;
    const netrc = load(file);
    if (!netrc.machines[machine])
        return false;
    delete netrc.machines[machine];
    netrc.saveSync();
    return true;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/version.js
var version = __webpack_require__(58242);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/api.js
/**
 * The one place the CLI builds API clients: endpoint + credentials from the Context, request logging to
 * --debug (method, path, status: never headers or bodies, so never a secret).
 */






function logger(ctx) {
    return {
        debug: (msg) => ctx.out.debug(msg),
        info: (msg) => ctx.out.debug(msg),
        // Retries are routine: shown with --debug; other warnings (e.g. skipped symlinks) always.
        warning: (msg) => /; retry \d+ after \d+ ms\.$/.test(msg) ? ctx.out.debug(msg) : ctx.out.warn(msg),
    };
}
/**
 * Node's own http unless a proxy is set (undici's proxy dispatcher, set by index.ts): a command then starts
 * without loading undici (figures: docs/bench.md, "Measurements behind the code").
 */
const transport = (ctx) => ((0,proxy_env/* proxyConfigured */.$)(ctx.io.env) ? 'undici' : 'node');
/**
 * The command's credentials (`--token`, `SURGE_TOKEN`, the .netrc entry: credentials.ts), noted as the ones it
 * used; a NoCredentialsError that says how to provide them when there are none.
 */
function credentialsOf(ctx) {
    const creds = resolveCredentials({
        flag: ctx.opts.token,
        env: ctx.io.env,
        netrc: () => readNetrcEntry(ctx.netrcFile, ctx.endpoint.machine),
    });
    ctx.used = creds;
    if (!creds)
        throw new errors/* NoCredentialsError */.Y6(`not logged in to ${ctx.endpoint.machine}: run \`sitepub login\`, or pass --token / set SURGE_TOKEN ` +
            '(mint one with `sitepub token`)', ctx.endpoint.url, ctx.endpoint.machine);
    ctx.out.redactor.add(creds.token);
    ctx.out.debug(`credentials from ${creds.source}${creds.email ? ` (${creds.email})` : ''}`);
    return creds;
}
/**
 * A client authenticated with the command's credentials (resolved once: a command that asked credentialsOf
 * first reuses them); throws NoCredentialsError when there are none.
 */
function authedClient(ctx) {
    const creds = ctx.used ?? credentialsOf(ctx);
    return (0,src_client/* createClient */.UU)({
        endpoint: ctx.endpoint.url,
        token: creds.token,
        logger: logger(ctx),
        version: version/* VERSION */.x,
        transport: transport(ctx),
    });
}
/** A client for email + password (minting tokens). */
function passwordClient(ctx, email, password) {
    ctx.out.redactor.add(password);
    return (0,src_client/* createClient */.UU)({
        endpoint: ctx.endpoint.url,
        email,
        password,
        logger: logger(ctx),
        transport: transport(ctx),
    });
}
/** A client without credentials (public endpoints: stats). */
function anonymousClient(ctx) {
    return (0,src_client/* createClient */.UU)({ endpoint: ctx.endpoint.url, logger: logger(ctx), transport: transport(ctx) });
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/prompt.js
/**
 * Interactive questions on the terminal (email, hidden password) and reading a secret from piped stdin.
 * Never used when stdin is not a TTY: commands then say which flag to pass instead.
 */


function canPrompt(io) {
    return io.stdin.isTTY === true && io.stderr.isTTY === true;
}
/** Asks on stderr; with `hidden`, typed characters are not echoed. */
function ask(io, question, hidden = false) {
    return new Promise((resolve, reject) => {
        const output = io.stderr;
        const rl = external_node_readline_.createInterface({ input: io.stdin, output, terminal: true });
        if (hidden) {
            // Echo nothing but the prompt itself.
            rl._writeToOutput = (s) => {
                if (s.includes(question))
                    output.write(question);
                else if (s === '\r\n' || s === '\n')
                    output.write('\n');
            };
        }
        rl.on('SIGINT', () => {
            rl.close();
            reject(new errors/* InterruptedError */.p4('cancelled at the prompt (Ctrl-C): nothing was changed'));
        });
        rl.question(question, (answer) => {
            rl.close();
            resolve(answer.trim());
        });
    });
}
/** Reads all of stdin (for --password-stdin), without the trailing newline. */
async function readStdin(io) {
    const chunks = [];
    for await (const chunk of io.stdin)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks)
        .toString('utf8')
        .replace(/\r?\n$/, '');
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/errors.js
var client_errors = __webpack_require__(65940);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/browser-login.js


const DEFAULT_INTERVAL_S = 2;
const DEFAULT_EXPIRES_S = 600;
function browser_login_transient(err) {
    return (err instanceof client_errors/* NetworkError */.Dr ||
        (err instanceof client_errors/* ApiError */.hD && (err.status >= 500 || err.status === 429 || err.status === 408)));
}
async function startSession(deps) {
    let session;
    try {
        session = await deps.client.loginSession(deps.host);
    }
    catch (err) {
        if (err instanceof client_errors/* ApiError */.hD && (err.status === 404 || err.status === 405)) {
            throw new errors/* CliError */.z1(`this server does not offer browser login (POST /login/session answered HTTP ${err.status}): ` +
                'run `sitepub login` without --browser to sign in with email and password');
        }
        throw err;
    }
    if (!session || typeof session.uuid !== 'string' || typeof session.url !== 'string' || !session.poll) {
        throw new errors/* CliError */.z1('the server answered POST /login/session without a uuid, url and poll secret: run `sitepub login` without --browser');
    }
    return session;
}
async function browserLogin(deps) {
    const session = await startSession(deps);
    const expiresS = session.expires_in && session.expires_in > 0 ? session.expires_in : DEFAULT_EXPIRES_S;
    const intervalS = Math.min(30, Math.max(1, session.interval ?? DEFAULT_INTERVAL_S));
    const deadline = deps.now() + expiresS * 1000;
    deps.show(session);
    for (;;) {
        await deps.sleep(intervalS * 1000);
        if (deps.now() > deadline) {
            throw new errors/* AuthError */.lR(`the browser sign-in was not approved within ${Math.round(expiresS / 60) || 1} minute(s) and has expired: run \`sitepub login --browser\` again`);
        }
        let answer;
        try {
            answer = await deps.client.loginPoll(session.uuid, session.poll);
        }
        catch (err) {
            if (browser_login_transient(err)) {
                deps.onTransient?.(err);
                continue;
            }
            throw err;
        }
        if (answer?.status === 'approved') {
            if (typeof answer.token !== 'string' || !answer.token || typeof answer.email !== 'string') {
                throw new errors/* CliError */.z1('the server approved the sign-in but sent no email and token: run `sitepub login` again');
            }
            return { email: answer.email, token: answer.token };
        }
        if (answer?.status === 'gone') {
            throw new errors/* AuthError */.lR('the browser sign-in expired, was cancelled or was already used: run `sitepub login --browser` again');
        }
        // 'pending' (or a status this CLI does not know yet): keep waiting.
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/open-url.js
/**
 * Best-effort "open this URL in a browser" for browser login and `mfa`, as the official CLI does: only on an
 * interactive terminal, never in CI, never over SSH without a display. The URL is always printed as well, so a
 * failed or skipped open costs nothing.
 */

/** The command that opens a URL here, or null when opening is not appropriate. Pure. */
function browserOpener(platform, env, interactive) {
    if (!interactive || env.CI === 'true' || env.CI === '1')
        return null;
    if (env.BROWSER)
        return env.BROWSER === 'none' ? null : env.BROWSER;
    if (platform === 'darwin')
        return 'open';
    if (platform === 'win32')
        return 'explorer';
    // Linux and the BSDs: xdg-open needs a graphical session (not plain SSH).
    if (!env.DISPLAY && !env.WAYLAND_DISPLAY)
        return null;
    return 'xdg-open';
}
/** Tries to open `url`; returns whether an opener was started (its failure is ignored). */
function openUrl(io, url, allowed) {
    const interactive = allowed && io.stdin.isTTY === true && io.stderr.isTTY === true;
    const opener = browserOpener(process.platform, io.env, interactive);
    if (!opener)
        return false;
    try {
        const child = (0,external_node_child_process_.spawn)(opener, [url], { stdio: 'ignore', detached: true });
        child.on('error', () => { });
        child.unref();
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/route-hints.js
var route_hints = __webpack_require__(50640);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/account.js
/**
 * Account commands: login / logout (the .netrc entry shared with the official CLI), whoami, token (mint),
 * tokens (list, revoke), verify, stats. Plans and billing: billing.ts; mfa and nuke: mfa.ts, nuke.ts.
 */












/** Email and password from flags, stdin or the terminal; a clear error when none is possible. */
async function emailAndPassword(ctx, o) {
    const interactive = canPrompt(ctx.io) && !o.passwordStdin;
    let email = o.email;
    if (!email) {
        if (!interactive)
            throw new errors/* UsageError */.eb('pass --email (no terminal to ask on)');
        email = await ask(ctx.io, 'email: ');
    }
    let password = o.password ?? (o.passwordStdin ? await readStdin(ctx.io) : undefined);
    if (o.passwordStdin && !password)
        throw new errors/* UsageError */.eb('no password on standard input: pipe it in, e.g. printf \'%s\' "$PASSWORD" | sitepub login --email E --password-stdin');
    if (!password) {
        if (!interactive)
            throw new errors/* UsageError */.eb('pass --password-stdin (or --password) with the account password');
        password = await ask(ctx.io, 'password: ', true);
    }
    if (!email.includes('@'))
        throw new errors/* UsageError */.eb(`"${email}" is not an email address`);
    if (!password)
        throw new errors/* UsageError */.eb('the password is empty');
    ctx.out.redactor.add(password);
    return { email, password };
}
async function mint(ctx, o) {
    const { email, password } = await emailAndPassword(ctx, o);
    const client = passwordClient(ctx, email, password);
    try {
        return await client.mintToken({ msg: o.message ?? `sitepub on ${external_node_os_.hostname()}` });
    }
    catch (err) {
        // The client's 401 advice is about tokens; here it was the email and password.
        if (err instanceof client_errors/* ApiError */.hD && err.status === 401) {
            const said = (0,route_hints/* inCliTerms */.z)([...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; '));
            const reset = said.includes('sitepub password-reset')
                ? ''
                : ` Forgot it? \`sitepub password-reset ${email}\` mails a reset code.`;
            throw new errors/* AuthError */.lR(`${ctx.endpoint.machine} rejected the email and password${said ? `: ${said}` : ''}. Check them and try again ` +
                `(an unknown email creates a new account with that password).${reset}`);
        }
        throw err;
    }
}
/**
 * The spec's implicit sign-up: an unknown email creates the account. Said out loud, so a typo'd email is noticed
 * (on stderr: the result stays what it was).
 */
function reportSignUp(ctx, result) {
    if (result.account_created !== true)
        return;
    ctx.out.warn(`a new account was created for ${result.email} (an unknown email signs up). If you meant an existing account, ` +
        `check the spelling; to drop this one, run \`sitepub account delete\`. Verify the address with \`sitepub verify\`.`);
}
/** `login --browser`: the URL and code go to stderr (also with --json: the user needs them to go on). */
async function loginInBrowser(ctx, open) {
    const { ce } = ctx.out;
    // Ctrl-C / SIGTERM while waiting: one error line and exit 130, like an interrupted deploy.
    const abort = new AbortController();
    const interrupt = (signal) => abort.abort(new errors/* InterruptedError */.p4(`${signal}: browser sign-in cancelled; nothing was stored`));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    try {
        return await browserLogin({
            client: anonymousClient(ctx),
            host: external_node_os_.hostname(),
            now: Date.now,
            sleep: (ms) => (0,promises_.setTimeout)(ms, undefined, { signal: abort.signal }).catch(() => Promise.reject(abort.signal.reason)),
            onTransient: (err) => ctx.out.debug(`poll failed, still waiting: ${err.message}`),
            show: (session) => {
                ctx.out.log([
                    'Continue in the browser to sign in:',
                    `  url   ${ce.underline(session.url)}`,
                    `  code  ${ce.bold(session.code)}  (check that the page shows the same code)`,
                    openUrl(ctx.io, session.url, open)
                        ? ce.dim('Opened your browser. Waiting for approval (Ctrl-C to cancel)...')
                        : ce.dim('Waiting for approval (Ctrl-C to cancel)...'),
                ].join('\n'));
            },
        });
    }
    finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
    }
}
const passwordFlags = (cmd) => cmd
    .option('--email <email>', 'account email (an unknown email creates the account)')
    .option('--password <password>', 'account password (prefer --password-stdin or the prompt)')
    .option('--password-stdin', 'read the password from stdin');
function registerAccountCommands(program, act) {
    passwordFlags(program.command('login'))
        .description('mint a token and store it in ~/.netrc for this endpoint (shared with the official surge CLI)')
        .option('--browser', 'sign in on a web page instead of typing the password here (prints a URL and a code)')
        .option('--no-open', 'with --browser: only print the URL, do not try to open a browser')
        .action(act(async (ctx, o) => {
        if (o.browser && (o.email || o.password || o.passwordStdin))
            throw new errors/* UsageError */.eb('--browser signs in on the web page: drop --email / --password / --password-stdin');
        const result = o.browser
            ? await loginInBrowser(ctx, o.open)
            : await mint(ctx, { ...o, message: `sitepub login from ${external_node_os_.hostname()}` });
        ctx.out.redactor.add(result.token);
        reportSignUp(ctx, result);
        writeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine, { login: result.email, password: result.token });
        const variable = tokenVariable(ctx.io.env);
        if (variable)
            ctx.out.warn(`${variable} is set: it takes precedence over this login, so commands will keep using its token; ` +
                `unset ${variable} to use the login saved here`);
        const created = 'account_created' in result ? { accountCreated: result.account_created === true } : {};
        ctx.out.result({ email: result.email, endpoint: ctx.endpoint.url, netrc: ctx.netrcFile, ...created }, `${ctx.out.c.green('Logged in')} as ${result.email} on ${ctx.endpoint.machine} (token stored in ${ctx.netrcFile})`);
    }));
    program
        .command('logout')
        .description("remove this endpoint's entry from ~/.netrc (the token itself stays valid: see `tokens revoke`)")
        .action(act(async (ctx) => {
        const removed = removeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
        ctx.out.result({ removed, endpoint: ctx.endpoint.url }, removed ? `Logged out of ${ctx.endpoint.machine}` : `Not logged in to ${ctx.endpoint.machine}`);
    }));
    program
        .command('whoami')
        .description('show the account the current credentials belong to')
        .action(act(async (ctx) => {
        const creds = credentialsOf(ctx);
        const account = await authedClient(ctx).account();
        const { c } = ctx.out;
        ctx.out.result({ ...account, credentials: creds.source, endpoint: ctx.endpoint.url }, () => [
            `${c.bold(account.email)} ${c.dim('-')} ${account.plan?.name ?? 'no plan'}${account.email_verified_at ? '' : c.yellow(' (unverified)')}`,
            c.dim(`token from ${creds.source === 'netrc' ? ctx.netrcFile : creds.source === 'env' ? 'SURGE_TOKEN' : '--token'} \u00b7 ${ctx.endpoint.url}`),
        ].join('\n'));
    }));
    passwordFlags(program.command('token'))
        .description('mint a new API token with email and password and print it (for CI secrets such as SURGE_TOKEN)')
        .option('-m, --message <msg>', 'note stored with the token')
        .action(act(async (ctx, o) => {
        const result = await mint(ctx, o);
        reportSignUp(ctx, result);
        ctx.out.status(`Token for ${result.email}, valid until ${result.expires_at ?? 'revoked'}:`);
        ctx.out.result({
            email: result.email,
            token: result.token,
            id: result.id,
            expires_at: result.expires_at,
            ...(result.account_created !== undefined ? { accountCreated: result.account_created } : {}),
        }, result.token);
    }));
    const tokens = program.command('tokens').description('list or revoke API tokens of the account');
    tokens
        .command('list', { isDefault: true })
        .description('list tokens (their values are never shown)')
        .action(act(async (ctx) => {
        const list = await authedClient(ctx).tokens();
        ctx.out.result(list, () => table(['ID', 'NOTE', 'USES', 'CREATED', 'LAST USED', 'EXPIRES'], list.map((t) => [
            t.id,
            t.msg ?? '',
            String(t.uses),
            t.created_at,
            t.last_used_at ?? '-',
            t.expires_at ?? '-',
        ]), ctx.out.c));
    }));
    tokens
        .command('revoke')
        .alias('rm')
        .description('revoke a token by id')
        .argument('<id>')
        .action(act(async (ctx, id) => {
        await authedClient(ctx).revokeToken(id);
        ctx.out.result({ revoked: id }, `Revoked ${id}`);
    }));
    program
        .command('verify')
        .description('send the email verification link (unverified accounts have lower deploy limits)')
        .action(act(async (ctx) => {
        const r = await authedClient(ctx).verify();
        const to = r.email ? ` to ${r.email}` : '';
        ctx.out.result(r, () => r.verified
            ? 'Already verified'
            : r.sent
                ? r.delivery === 'outbox'
                    ? `Verification email written${to}, but ${r.msg ?? 'this server has no SMTP configured: its operator finds the mail in the outbox'}`
                    : `Verification email sent${to}`
                : (r.msg ?? 'Not sent (try again later)'));
    }));
    program
        .command('password-reset')
        .description('mail a password reset code to the account of <email> (no login needed)')
        .argument('<email>')
        .action(act(async (ctx, email) => {
        if (!email.includes('@'))
            throw new errors/* UsageError */.eb(`"${email}" is not an email address`);
        const r = await anonymousClient(ctx).resetPassword(email);
        const msg = typeof r?.msg === 'string'
            ? r.msg
            : `if an account exists for ${email}, a reset mail was sent to it`;
        ctx.out.result({ email, msg }, () => [
            `${msg.charAt(0).toUpperCase()}${msg.slice(1)}.`,
            ctx.out.c.dim('The mail holds a code and the command that sets a new password (POST /password/reset); your tokens stay valid.'),
        ].join('\n'));
    }));
    program
        .command('stats')
        .description('platform statistics (public, no login needed)')
        .action(act(async (ctx) => {
        const stats = await anonymousClient(ctx).stats();
        // `deployemnts` is the official service's spelling, sent besides `deployments` for its clients: kept in
        // --json, shown once here.
        const { deployemnts, ...shown } = stats;
        const all = shown.deployments === undefined ? { ...shown, deployments: deployemnts } : shown;
        // For people: byte counts as sizes, other counts with separators.
        const human = Object.fromEntries(Object.entries(all).map(([k, v]) => [
            k,
            typeof v !== 'number' ? v : /bytes|size/i.test(k) ? formatBytes(v) : formatCount(v),
        ]));
        ctx.out.result(stats, () => keyValues(human, ctx.out.c));
    }));
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/domain.js
var domain = __webpack_require__(25678);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/instances.js
/** `provider` of the rows a sitepub server lists for its edges. */
const SITEPUB_EDGE_PROVIDER = 'sitepub';
const instances_text = (v) => (typeof v === 'string' ? v : '');
/** The rows of an info line that are sitepub edges (none when `instances` is missing or not an array). */
function sitepubEdges(instances) {
    if (!Array.isArray(instances))
        return [];
    return instances.filter((i) => !!i && typeof i === 'object' && i.provider === SITEPUB_EDGE_PROVIDER);
}
/** How many sitepub edges the info line lists: the M of "N of M edges serve this revision". */
function edgeCount(instances) {
    return sitepubEdges(instances).length;
}
/** The sitepub edges of an info line that do not serve the revision (pure). */
function edgesBehind(instances) {
    return sitepubEdges(instances)
        .filter((i) => i.status !== 'serving')
        .map((i) => {
        const name = instances_text(i.domain) || 'edge';
        return {
            edge: instances_text(i.ip) ? `${name} (${i.ip})` : name,
            status: instances_text(i.status) || 'unknown',
            info: instances_text(i.info),
        };
    });
}
/** "1 of 3 edges serve this revision; the others catch up when they are back" (edges listed, edges behind). */
function behindSentence(listed, behind) {
    return `${listed - behind} of ${listed} edges serve this revision; the others catch up when they are back`;
}
/** "edge-b (10.0.0.1:8101): unreachable (connect ECONNREFUSED)" */
function describeEdge(e) {
    return `${e.edge}: ${e.status}${e.info ? ` (${e.info})` : ''}`;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/args.js
var args = __webpack_require__(37509);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/hash-cache.js
var hash_cache = __webpack_require__(57018);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/pack.js + 3 modules
var pack = __webpack_require__(59736);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/deploy-site.js

/**
 * The production URL: from `info.urls` when the server lists it; a staged deploy's info may list only the
 * preview, so then it is the preview URL with the production host (same scheme and port).
 */
function productionUrl(r) {
    if ((r.info.urls ?? []).some((u) => u.domain === r.domain && u.url))
        return r.url;
    try {
        const u = new URL(r.previewUrl);
        u.hostname = r.domain;
        return u.origin;
    }
    catch {
        return r.url;
    }
}
async function deploySite(client, o) {
    const run = client.deploy({
        domain: o.domain,
        source: o.folder,
        stage: o.stage === true,
        ...(o.message !== undefined ? { message: o.message } : {}),
        // The message's deploy record says whether this revision went live (what rollback may return to later on a
        // server without `liveAt`: src/protocol/revisions.ts).
        record: { kind: o.stage === true ? 'preview' : 'production' },
        ...(o.meta && Object.keys(o.meta).length ? { meta: o.meta } : {}),
        ...(o.add?.length ? { add: [...o.add] } : {}),
        ...(o.rem?.length ? { rem: [...o.rem] } : {}),
        pack: { ignore: [...(o.ignore ?? [])] },
        reuse: o.reuse !== false,
        manifest: false, // the CLI prints no manifest: no md5 pass before the upload
        ...(o.hashCache ? { hashCache: o.hashCache } : {}),
        ...(o.scan ? { prepared: { scan: o.scan } } : {}),
        ...(o.onUpload ? { onUpload: o.onUpload } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
        onEvent: (event) => {
            if (event.type === 'progress')
                o.onProgress?.(event);
        },
    });
    const r = await run.result;
    const md = r.info.metadata;
    const fileCount = r.fileCount ?? md?.publicFileCount ?? 0;
    const size = r.projectSize ?? md?.publicTotalSize ?? 0;
    return {
        domain: r.domain,
        revision: r.revision,
        url: productionUrl(r),
        previewUrl: r.previewUrl,
        fileCount,
        size,
        staged: r.staged,
        overtakenBy: overtakenOf(r.info)?.rev ?? null,
        uploadedFiles: r.uploaded?.files ?? fileCount,
        uploadedBytes: r.uploaded?.bytes ?? size,
        edgesBehind: edgesBehind(r.info.instances),
        edgeCount: edgeCount(r.info.instances),
        // The overtaken message is said by the summary line itself, not again as a note.
        notes: Array.isArray(r.info.msgsBot)
            ? r.info.msgsBot
                .map((m) => m?.msg)
                .filter((m) => typeof m === 'string' && m !== '' && m !== overtakenOf(r.info)?.message)
            : [],
        ruleProblems: Array.isArray(r.info.ruleProblems) ? r.info.ruleProblems : [],
    };
}
/** `_redirects line 12: why` (line 0: the file as a whole). */
function problemLine(p) {
    return `${p.file}${p.line > 0 ? ` line ${p.line}` : ''}: ${p.message}`;
}
/** The info line's `overtaken` (a sitepub extension), when well formed. */
function overtakenOf(info) {
    const o = info.overtaken;
    return o && typeof o.rev === 'number' && typeof o.message === 'string'
        ? { rev: o.rev, message: o.message }
        : null;
}

// EXTERNAL MODULE: ./node_modules/cli-progress/cli-progress.js
var cli_progress = __webpack_require__(98502);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/progress.js
/**
 * Progress of the deploy phases (`upload`, `cdn`, `encrypt` progress events):
 * bars (cli-progress) when stderr is a TTY; otherwise one plain line when a phase starts and one when it
 * ends, so CI logs stay short; nothing with --json.
 * The `upload` phase counts bytes on a sitepub server and files on surge.sh: it is labelled by what its total
 * matches among the counts sent (`sending`): files when it is the file count, bytes otherwise.
 * A sitepub server counts the bytes of the files an upload plan reuses as written from the start; the CLI shows
 * the bytes actually sent instead (`sentProgress`), so 32 B sent of a 32.4 MB site reads "32 B/32 B".
 */


const LABELS = { upload: 'upload', cdn: 'edges ', encrypt: 'encrypt' };
function createProgress(out) {
    if (out.json)
        return { sending() { }, update() { }, stop() { } };
    return out.interactive ? barProgress(out) : lineProgress(out);
}
/**
 * What an `upload` progress total counts: `files` when it equals a file count sent (surge.sh counts files) and
 * no byte count, else `bytes` (sitepub servers; and when nothing is known of what was sent).
 */
function uploadUnit(total, sent) {
    if (!sent)
        return 'bytes';
    const isFiles = total === sent.fileCount || total === sent.files;
    const isBytes = total === sent.projectSize || total === sent.bytes;
    return isFiles && !isBytes ? 'files' : 'bytes';
}
/**
 * An `upload` progress over the bytes this upload sends: the server counts the bytes of reused files (those of
 * the whole site an upload plan does not send) as written, so they are taken off both counts. Other phases, a
 * file count, and nothing known of what was sent: unchanged.
 */
function sentProgress(e, sent) {
    if (e.id !== 'upload' || !sent || uploadUnit(e.total, sent) !== 'bytes')
        return e;
    const reused = Math.max(0, sent.projectSize - sent.bytes);
    if (reused === 0)
        return e;
    return { ...e, written: Math.max(0, e.written - reused), total: Math.max(0, e.total - reused) };
}
/** Upload progress counts bytes or files; the other phases count edges or steps. */
function amountsFor(sent) {
    return (id, value, total) => {
        if (id !== 'upload')
            return { done: String(value), all: String(total) };
        if (uploadUnit(total, sent()) === 'files')
            return { done: formatCount(value), all: `${formatCount(total)} file${total === 1 ? '' : 's'}` };
        return { done: formatBytes(value), all: formatBytes(total) };
    };
}
function barProgress(out) {
    let sent;
    const amounts = amountsFor(() => sent);
    const multi = new cli_progress.MultiBar({
        stream: out.progressStream,
        format: ` ${out.ce.cyan('{label}')} {bar} {percentage}% | {done}/{all}`,
        barCompleteChar: '\u2588',
        barIncompleteChar: '\u2591',
        hideCursor: true,
        clearOnComplete: false,
        stopOnComplete: false,
        fps: 10,
    }, cli_progress.Presets.shades_classic);
    const bars = new Map();
    return {
        sending(s) {
            sent = s;
        },
        update(event) {
            const e = sentProgress(event, sent);
            const total = Math.max(e.total, e.written, 1);
            // An upload's end is all of it; the edges' end counts those that confirmed, which may be fewer.
            const value = e.end && e.id === 'upload' ? total : e.written;
            const payload = { label: LABELS[e.id] ?? e.id, ...amounts(e.id, value, total) };
            let bar = bars.get(e.id);
            if (!bar) {
                bar = multi.create(total, 0, payload);
                bars.set(e.id, bar);
            }
            bar.setTotal(total);
            bar.update(value, payload);
        },
        stop() {
            multi.stop();
        },
    };
}
function lineProgress(out) {
    const started = new Set();
    const done = new Set();
    let sent;
    const amounts = amountsFor(() => sent);
    return {
        sending(s) {
            sent = s;
            // A new attempt (a retry, a full upload after a refused plan) reports its upload again.
            started.delete('upload');
            done.delete('upload');
        },
        update(event) {
            const e = sentProgress(event, sent);
            const label = (LABELS[e.id] ?? e.id).trim();
            if (!started.has(e.id)) {
                started.add(e.id);
                const { all } = amounts(e.id, 0, e.total);
                out.status(`${label}: started (${all}${e.id === 'upload' ? '' : ' total'})`);
            }
            if (!done.has(e.id) && (e.end === true || (e.total > 0 && e.written >= e.total))) {
                done.add(e.id);
                const { done: d, all } = amounts(e.id, e.end && e.id === 'upload' ? e.total : e.written, e.total);
                out.status(`${label}: done (${d}/${all})`);
            }
        },
        stop() { },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/domain-arg.js
/** Domain and revision arguments, checked with the shared protocol rules before any request is sent. */


function checkedDomain(input) {
    const check = (0,domain/* checkDomain */.D2)(input);
    if (!check.ok)
        throw new errors/* UsageError */.eb(`invalid domain "${input}": ${check.rule} (e.g. my-site.surge.sh)`);
    return check.domain;
}
/** `<rev>` or `<rev>-<domain>` (the preview host), as the official CLI accepts. */
function checkedRev(input) {
    const rev = (0,domain/* parseRevArg */.vU)(input);
    if (rev === null)
        throw new errors/* UsageError */.eb(`invalid revision "${input}": pass the revision number or its preview host, as shown by \`sitepub list <domain>\``);
    return rev;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/hints.js
var hints = __webpack_require__(20236);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/deploy.js
/** `sitepub deploy <path> <domain>`: publish a folder (or stage it as a preview with --stage). */















/** The domain argument, else the first line of `<folder>/CNAME` (as the official CLI does). */
function domainFor(folder, domainArg) {
    if (domainArg !== undefined) {
        if (!(0,domain/* checkDomain */.D2)(domainArg).ok &&
            !external_node_fs_.existsSync(folder) &&
            isFolder(domainArg) &&
            (0,domain/* checkDomain */.D2)(external_node_path_.basename(folder)).ok)
            throw new errors/* UsageError */.eb(`the arguments are the other way round: the folder comes first, then the domain: ` +
                `sitepub deploy ${domainArg} ${external_node_path_.basename(folder)}`);
        return checkedDomain(domainArg);
    }
    const file = external_node_path_.join(folder, 'CNAME');
    let cname;
    try {
        cname = external_node_fs_.readFileSync(file, 'utf8').split(/\r?\n/)[0].trim();
    }
    catch {
        throw new errors/* UsageError */.eb(`no domain given and ${file} does not exist: pass the domain, e.g. sitepub deploy <path> my-site.surge.sh`);
    }
    if (!cname)
        throw new errors/* UsageError */.eb(`${file} is empty: pass the domain as the second argument`);
    const check = (0,domain/* checkDomain */.D2)(cname);
    if (!check.ok)
        throw new errors/* UsageError */.eb(`${file} holds "${cname}", which is not a domain: ${check.rule}; write the domain alone on its first line ` +
            '(e.g. my-site.surge.sh), or pass it as the second argument');
    return check.domain;
}
function isFolder(p) {
    try {
        return external_node_fs_.statSync(p).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * SITEPUB_HASH_CACHE: where the digests of unchanged files are kept between deploys (default: a private folder
 * under the OS temp folder); `0`, `off` or `false` turns it off.
 */
/** Whether `folder` is a folder with an index.html at its root (a missing folder is the packer's to report). */
function hasIndexPage(folder) {
    try {
        if (!external_node_fs_.statSync(folder).isDirectory())
            return true;
    }
    catch {
        return true;
    }
    return external_node_fs_.existsSync(external_node_path_.join(folder, 'index.html'));
}
function hashCacheOption(env) {
    const v = env.SITEPUB_HASH_CACHE;
    if (v === '0' || v === 'off' || v === 'false')
        return {};
    return { hashCache: v || (0,hash_cache/* defaultHashCacheDir */.$O)() };
}
/**
 * Who deploys: the saved login's email, else (a token from --token or the environment, as in CI) the account's,
 * asked of the server as the official CLI does. A rejected token fails here, before anything is packed; any
 * other failure leaves the line naming the token's origin, and the deploy reports its own error.
 */
async function deployerEmail(ctx, client) {
    if (ctx.used?.email)
        return ctx.used.email;
    try {
        const account = await client.account({ timeoutMs: 10_000 });
        return typeof account.email === 'string' && account.email !== '' ? account.email : null;
    }
    catch (err) {
        if (err instanceof src_client/* ApiError */.hD && err.status === 401)
            throw err;
        ctx.out.debug(`GET /account before the deploy: ${err.message}`);
        return null;
    }
}
async function deploy(ctx, folderArg, domainArg, o) {
    const folder = external_node_path_.resolve(ctx.io.cwd, folderArg);
    const domain = domainFor(folder, domainArg);
    const client = authedClient(ctx);
    const { out } = ctx;
    const cache = hashCacheOption(ctx.io.env);
    // Who deploys (a request) and the folder's scan (local reads) at once: the answer comes in while the folder is
    // walked. A scan that fails is left to the deploy, which reports it as it always has.
    const email = ctx.used && !out.json ? deployerEmail(ctx, client) : undefined;
    email?.catch(() => { }); // awaited below, before the scan
    const scanned = (0,pack/* scanSite */.BD)(folder, { ignore: o.ignore ?? [], stamps: cache.hashCache !== undefined }).catch(() => undefined);
    if (ctx.used && email)
        out.status((0,hints/* runningAsLine */.Ek)({ ...ctx.used, email: await email }, ctx.endpoint.url));
    // Not an error (an asset-only site is fine), but usually a build that did not run or the wrong folder.
    if (!hasIndexPage(folder))
        out.warn(`${folderArg} has no index.html: the site's root URL will answer 404 (wrong folder, or a build that did not run?)`);
    const progress = createProgress(out);
    out.status(`${o.stage ? 'Staging a preview of' : 'Publishing'} ${folderArg} to ${domain}`);
    // Ctrl-C / SIGTERM: cancel the upload, restore the terminal (progress bars hide the cursor), exit 130.
    const abort = new AbortController();
    const interrupt = (signal) => abort.abort(new errors/* InterruptedError */.p4(`${signal}: the deploy of ${domain} was cancelled before it completed; ` +
        `check what is live with \`sitepub list ${domain}\``));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    let summary;
    try {
        summary = await deploySite(client, {
            folder,
            domain,
            stage: o.stage === true,
            ...(o.message !== undefined ? { message: o.message } : {}),
            ...(o.meta ? { meta: o.meta } : {}),
            ignore: o.ignore ?? [],
            add: o.add ?? [],
            rem: o.rem ?? [],
            reuse: o.reuse !== false,
            onUpload: (u) => {
                progress.sending(u);
                // A full upload of a fresh deploy says nothing new; a plan, or a fall-back after one, does.
                if (u.plan !== undefined || u.attempt > 1)
                    out.status((0,src_client/* uploadLine */.QW)(u, { bytes: formatBytes, count: formatCount }));
            },
            onProgress: (e) => progress.update(e),
            signal: abort.signal,
            ...cache,
            scan: await scanned,
        });
    }
    finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
        progress.stop();
    }
    report(out, summary);
}
/** The deploy's outcome: its notes and rule problems as warnings, then the result (lines, or --json). */
function report(out, summary) {
    const { c } = out;
    // Printed as warnings (stderr), not part of the --json result.
    const { notes, ...result } = summary;
    for (const note of notes)
        out.warn(note);
    // Listed in --json too (ruleProblems); the deploy went through, the edges apply the other lines.
    for (const p of summary.ruleProblems)
        out.warn(`not applied: ${problemLine(p)}`);
    out.result({ ...result }, () => [
        summary.overtakenBy !== null
            ? `${c.yellow('Overtaken')} revision ${summary.revision} of ${summary.domain} is stored but not live: ` +
                `revision ${summary.overtakenBy}, deployed after this one started, went live first; ` +
                `put this one live with: ${(0,hints/* suggest */.ZA)(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`
            : summary.staged
                ? `${c.green('Staged')} revision ${summary.revision} of ${summary.domain} (production unchanged)`
                : `${c.green('Published')} ${summary.domain} revision ${summary.revision}`,
        `  production  ${c.cyan(summary.url)}`,
        `  preview     ${c.cyan(summary.previewUrl)}`,
        c.dim(`  ${sizeLine(summary)}`),
        ...behindLines(summary).map((l) => c.yellow(l)),
        ...(summary.staged
            ? [
                c.dim(`  go live with: ${(0,hints/* suggest */.ZA)(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`),
            ]
            : []),
    ].join('\n'));
}
/**
 * Edges that do not serve the new revision yet, one line each after a line that counts them; nothing when every
 * edge the server listed confirmed it.
 */
function behindLines(s) {
    if (s.edgesBehind.length === 0)
        return [];
    return [
        `  ${behindSentence(s.edgeCount, s.edgesBehind.length)}:`,
        ...s.edgesBehind.map((e) => `    ${describeEdge(e)}`),
    ];
}
/** The last line of a deploy's summary: "1,918 files, 102 MB", then what was reused when something was. */
function sizeLine(s) {
    return (`${formatCount(s.fileCount)} file${s.fileCount === 1 ? '' : 's'}, ${formatBytes(s.size)}` +
        (s.uploadedFiles < s.fileCount
            ? `; ${formatCount(s.uploadedFiles)} uploaded (${formatBytes(s.uploadedBytes)}), ` +
                `${formatCount(s.fileCount - s.uploadedFiles)} already on the server`
            : ''));
}
function registerDeployCommands(program, act) {
    program
        .command('deploy')
        .alias('publish')
        .description('publish a folder to a domain (a new revision, live at once unless --stage)')
        .argument('<path>', 'folder holding the built site')
        .argument('[domain]', 'domain to publish to, e.g. my-site.surge.sh (default: first line of <path>/CNAME)')
        .option('-s, --stage', 'stage a preview revision; production keeps serving the current one')
        .option('-m, --message <message>', 'deploy message shown in `sitepub list <domain>`')
        .option('--meta <key=value>', 'metadata stored with the revision (repeatable)', args/* collectPair */.NW)
        .option('--ignore <pattern>', 'extra ignore pattern, gitignore syntax (repeatable)', args/* collect */.Fo)
        .option('--add <emails>', 'collaborators to invite with this deploy (comma-separated)', args/* parseList */.E1)
        .option('--rem <emails>', 'collaborators to remove with this deploy (comma-separated)', args/* parseList */.E1)
        .option('--no-reuse', 'upload every file, even those the server already holds from earlier deploys')
        .addHelpText('after', '\nFiles skipped: .git, dotfiles, node_modules, bower_components, *~ and whatever\n' +
        '<path>/.surgeignore lists. Only files whose content this account has not deployed before are\n' +
        'uploaded (sitepub servers; others get every file); --no-reuse sends them all.\n' +
        '\nExamples:\n' +
        '  sitepub deploy ./dist my-site.surge.sh -m "v1.2.0"\n' +
        '  sitepub deploy ./dist my-site.surge.sh --stage --meta commit=$GITHUB_SHA --json')
        .action(act(deploy));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/confirm.js


async function confirmOnTerminal(ctx, question, yes) {
    if (yes === true || !canPrompt(ctx.io))
        return;
    const answer = await ask(ctx.io, `${question} [y/N] `);
    if (!/^y(es)?$/i.test(answer))
        throw new errors/* UsageError */.eb('not confirmed: nothing was changed (pass --yes to skip the question)');
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/revisions.js
var protocol_revisions = __webpack_require__(84222);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/revisions.js







async function list(ctx, domainArg) {
    const client = authedClient(ctx);
    const { c } = ctx.out;
    if (domainArg === undefined) {
        const projects = await client.list();
        ctx.out.result(projects, () => projects.length === 0
            ? c.dim('No projects yet: publish one with `sitepub deploy <path> <domain>`.')
            : table(['DOMAIN', 'REV', 'UPDATED', 'FILES', 'SIZE', 'ROLE'], projects.map((p) => [
                c.bold(p.domain),
                p.rev === null ? c.dim('offline') : String(p.rev),
                p.timeAgoInWords ?? '',
                String(p.publicFileCount ?? ''),
                p.publicTotalSize === undefined ? '' : formatBytes(p.publicTotalSize),
                p.role ?? '',
            ]), c));
        return;
    }
    const domain = checkedDomain(domainArg);
    const listed = await client.revisions(domain).catch((err) => {
        // Someone else's project: the question was to read it, not to publish to it.
        if (err instanceof client_errors/* ApiError */.hD && err.status === 403)
            throw new errors/* CliError */.z1(`you have no access to the project ${domain}: it belongs to another account (or your token is limited to others). ` +
                `Ask its owner to run \`sitepub invite ${domain} <your email>\`; \`sitepub list\` shows the projects you have`);
        throw err;
    });
    const left = (0,protocol_revisions/* rolledAwayFrom */.BO)(listed);
    const revisions = listed.map(withMessageText);
    ctx.out.result(revisions, () => table(['', 'REV', 'AGE', 'FILES', 'SIZE', 'BY', 'KIND', 'MESSAGE'], revisions.map((r) => [
        r.current ? c.green('*') : ' ',
        r.current ? c.green(String(r.rev)) : String(r.rev),
        r.timeAgoInWords ?? '',
        String(r.publicFileCount ?? ''),
        r.friendlySize ?? '',
        r.email ?? '',
        left.has(r.rev)
            ? c.yellow(`${r.record.kind ?? ''} (rolled back)`.trimStart())
            : (r.record.kind ?? ''),
        r.message ?? '',
    ]), c) +
        `\n${c.dim(`${revisions.length} revision${revisions.length === 1 ? '' : 's'} of ${domain}. * = live. KIND = how it was deployed (production: live at once; preview: staged); (rolled back) = production was rolled back from it, so \`sitepub rollback\` skips it. Preview of a revision: ${previewPattern(domain, revisions[0])}`)}`);
}
/**
 * How a revision's preview URL looks: from the URL the server gives (`previewUrl`: scheme and the edges' port),
 * e.g. `http://<rev>-my-site.localhost:3001`; a server that gives none gets `https://<rev>-<domain>`.
 */
function previewPattern(domain, entry) {
    if (entry?.previewUrl) {
        try {
            const url = new URL(entry.previewUrl);
            return `${url.protocol}//<rev>-${domain}${url.port ? `:${url.port}` : ''}`;
        }
        catch {
            // not a URL: the general form below
        }
    }
    return `https://<rev>-${domain}`;
}
/**
 * A list entry as `list <domain>` shows it: `message` (and its alias `msg`) is the human text the user wrote, and
 * `record` the deploy record parsed from the end of the server's message (`{}` when it has none).
 */
function withMessageText(entry) {
    const text = (0,protocol_revisions/* messageText */.Lo)(entry);
    return { ...entry, message: text, msg: text, record: (0,protocol_revisions/* recordOf */.zv)(entry) };
}
function describeMove(ctx, verb, domain, result) {
    const { c } = ctx.out;
    // A cutover answers `status` (201 when production changed, as the official CLI reads it); a plain server sends
    // no `former` with it. A rollback or rollfore answers `former`.
    const unchanged = typeof result.status === 'number'
        ? result.status !== 201
        : !!result.former && result.former.rev === result.revision.rev;
    if (unchanged)
        return `${c.yellow('Unchanged')} ${domain} already serves revision ${result.revision.rev} (nothing to ${verb})`;
    return `${c.green('Done')} ${domain} now serves revision ${result.revision.rev}${result.former ? c.dim(` (was ${result.former.rev})`) : ''}`;
}
/** `rev` when the domain has it; otherwise a usage error naming the recent revisions. */
function existingRev(domain, revisions, rev) {
    if (revisions.some((r) => r.rev === rev))
        return rev;
    const recent = revisions.slice(0, 5).map((r) => r.rev);
    throw new errors/* CliError */.z1(`revision ${rev} does not exist on ${domain}` +
        (recent.length ? ` (newest: ${recent.join(', ')}; \`sitepub list ${domain}\` lists them all)` : ''));
}
/**
 * Rollback without --to: to the revision proven to have been live before the current one (src/protocol/revisions.ts).
 * When that is the next older entry (proven by its deploy record), the server's own `POST /rollback` takes the
 * step; should it land elsewhere (the list changed meanwhile) the proven target is cut over to at once.
 */
async function rollbackToPreviousLive(ctx, client, domain, revisions) {
    // A sitepub server (its list has `liveAt`) applies the production rule itself: it decides, and a refusal
    // comes back in its own words (the same the API and the dashboard give).
    if ((0,protocol_revisions/* hasLiveAt */.w1)(revisions))
        return client.rollback(domain);
    const plan = (0,protocol_revisions/* rollbackTarget */.es)(revisions);
    const before = (0,protocol_revisions/* currentRevision */.h7)(revisions);
    const now = before ? `revision ${before.rev}` : 'now';
    if (plan.target === null) {
        const skipped = plan.skipped.length
            ? ` other than ${plan.skipped.join(', ')} (production was rolled back from ${plan.skipped.length === 1 ? 'it' : 'them'}, so a rollback does not return there)`
            : '';
        throw new errors/* CliError */.z1(plan.reason === 'no-history'
            ? `nothing to roll back to: no revision of ${domain} was live before ${now}${skipped}. Serve a given revision with \`sitepub rollback ${domain} --to <rev>\` (\`sitepub list ${domain}\` lists them)`
            : `cannot tell which revision of ${domain} was live before ${now}${skipped} (the server does not say and no deploy message records it): pick one with \`sitepub rollback ${domain} --to <rev>\` (\`sitepub list ${domain}\` lists them)`);
    }
    const { target } = plan;
    ctx.out.debug(`rollback: revision ${target.rev} was live before the current one (proof: ${plan.proof === 'liveAt' ? 'liveAt' : 'its deploy record'})`);
    if (!plan.serverStep)
        return client.cutover(domain, target.rev);
    const stepped = await client.rollback(domain);
    if (stepped.revision.rev === target.rev)
        return stepped;
    ctx.out.debug(`rollback: the server stepped to ${stepped.revision.rev}; cutting over to ${target.rev}`);
    try {
        const fixed = await client.cutover(domain, target.rev);
        return { ...fixed, former: stepped.former };
    }
    catch (err) {
        // Never leave production on a revision not known to have been live: back to where it was.
        await client.cutover(domain, stepped.former.rev).catch(() => undefined);
        throw err;
    }
}
function registerRevisionCommands(program, act) {
    program
        .command('list')
        .alias('ls')
        .description('list your projects, or the revisions of one domain (newest first, * = live)')
        .argument('[domain]', "list this domain's revisions")
        .action(act(list));
    program
        .command('rollback')
        .description('serve the revision that was live before the current one (skipping staged previews never live and revisions production was rolled back from), or --to a given one')
        .argument('<domain>')
        .option('--to <rev>', 'serve this revision (number or preview host), after checking it exists')
        .action(act(async (ctx, domainArg, opts) => {
        const domain = checkedDomain(domainArg);
        const to = opts.to === undefined ? undefined : checkedRev(opts.to);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const moved = to === undefined
            ? await rollbackToPreviousLive(ctx, client, domain, revisions)
            : await client.cutover(domain, existingRev(domain, revisions, to));
        // A plain server's cutover answer names no former revision: the list read before says which was live.
        const result = moved.former ? moved : { ...moved, former: (0,protocol_revisions/* currentRevision */.h7)(revisions) ?? null };
        ctx.out.result(result, () => describeMove(ctx, 'roll back', domain, result));
    }));
    program
        .command('rollfore')
        .description('serve the next newer revision that was live before (never one production was rolled back from: to undo a rollback, cutover by name)')
        .argument('<domain>')
        .action(act(async (ctx, domainArg) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).rollfore(domain);
        ctx.out.result(result, () => describeMove(ctx, 'roll forward', domain, result));
    }));
    program
        .command('cutover')
        .description('make a revision live (default: the newest one, e.g. after a staged deploy)')
        .argument('<domain>')
        .argument('[rev]', 'revision number or preview host')
        .action(act(async (ctx, domainArg, revArg) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        const result = await authedClient(ctx).cutover(domain, rev);
        ctx.out.result(result, () => describeMove(ctx, 'cut over', domain, result));
    }));
    program
        .command('discard')
        .description('delete one revision (not the live one, unless --force)')
        .argument('<domain>')
        .argument('<rev>', 'revision number or preview host')
        .option('--force', 'discard it even if it is live: production first goes back to the revision live before it that it was not rolled back from (refused when there is none; offline when it is the only revision)')
        .option('-y, --yes', 'with --force: do not ask on a terminal before discarding the live revision')
        .action(act(async (ctx, domainArg, revArg, opts) => {
        const domain = checkedDomain(domainArg);
        const rev = checkedRev(revArg);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const wasLive = (0,protocol_revisions/* currentRevision */.h7)(revisions)?.rev === rev;
        if (wasLive && opts.force !== true)
            throw new errors/* CliError */.z1(`revision ${rev} is live on ${domain}: discarding it would change what production serves. ` +
                `Cut over to another revision first (\`sitepub rollback ${domain}\` or \`sitepub cutover ${domain} <rev>\`), ` +
                'or pass --force to discard it anyway');
        // Forced off production. A sitepub server applies the production rule itself (the revision live before
        // that production was not rolled back from; a 409 in its words when there is none). Against a plain
        // server: to the revision proven live before it (as rollback), never to a neighbour in the list that may
        // be a preview nobody reviewed; the server's own move only when no other revision is left.
        const serverRule = (0,protocol_revisions/* hasLiveAt */.w1)(revisions);
        const back = wasLive && !serverRule ? (0,protocol_revisions/* previousLive */.q9)(revisions) : null;
        if (wasLive && !serverRule && !back && revisions.some((r) => r.rev !== rev))
            throw new errors/* CliError */.z1(`revision ${rev} is live on ${domain} and no other revision of it is known to have been live, so discarding it could put an unreviewed one live: ` +
                `serve the one you want first (\`sitepub rollback ${domain} --to <rev>\`), then discard ${rev}`);
        if (wasLive)
            await confirmOnTerminal(ctx, `Revision ${rev} is live on ${domain}. Discard it (${back ? `production goes back to ${back.rev}` : `${domain} goes offline`})?`, opts.yes);
        if (back)
            await client.cutover(domain, back.rev);
        const result = await client.discard(domain, rev);
        const { c } = ctx.out;
        const moved = wasLive || Boolean(result.uncached?.change);
        // The last revision gone: offline (the list would answer 404 now).
        const gone = result.uncached?.change === 'offline' || revisions.length === 1;
        const live = result.production ? result.production.rev : undefined;
        const now = live !== undefined
            ? live === null
                ? null
                : { rev: live }
            : (back ?? (moved && !gone ? (0,protocol_revisions/* currentRevision */.h7)(await client.revisions(domain)) : null));
        ctx.out.result({ ...result, ...(moved ? { live: now?.rev ?? null } : {}) }, () => [
            `${c.green('Discarded')} revision ${rev} of ${domain}`,
            ...(moved
                ? [
                    now
                        ? `  it was live: ${domain} now serves revision ${now.rev}`
                        : c.yellow(`  it was live: ${domain} is now offline (no revision left to serve)`),
                ]
                : []),
        ].join('\n'));
    }));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/render/analytics.js

const TOP = 5;
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isSeries(v) {
    return isRecord(v) && typeof v.t === 'number' && Array.isArray(v.s);
}
/** `obj.a.b` as a Series, or an all-zero one. */
function series(obj, group, name, days) {
    const g = obj[group];
    const v = isRecord(g) ? g[name] : undefined;
    return isSeries(v) ? v : { t: 0, s: new Array(days).fill(0) };
}
const at = (s, i) => (typeof s.s[i] === 'number' ? s.s[i] : 0);
/** A per-day ranked list (`{day: [{name, count}]}`) summed over all days, largest first. */
function sumRanked(perDay) {
    if (!isRecord(perDay))
        return [];
    const totals = new Map();
    for (const list of Object.values(perDay)) {
        if (!Array.isArray(list))
            continue;
        for (const item of list) {
            if (!isRecord(item) || typeof item.name !== 'string' || typeof item.count !== 'number')
                continue;
            totals.set(item.name, (totals.get(item.name) ?? 0) + item.count);
        }
    }
    return [...totals]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
function ratio(part, whole) {
    return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}
function rankedLine(items, fmt = formatCount) {
    const shown = items.slice(0, TOP).map((r) => `${r.name} ${fmt(r.count)}`);
    const more = items.length > TOP ? ` (+${items.length - TOP} more)` : '';
    return shown.join(' \u00b7 ') + more;
}
function renderAnalytics(value, c) {
    if (!isRecord(value) || !Array.isArray(value.range) || !isRecord(value.traffic))
        return null;
    const range = value.range.filter((d) => typeof d === 'string');
    const days = range.length;
    const domain = typeof value.domain === 'string' ? value.domain : 'this domain';
    const visits = series(value, 'traffic', 'visits', days);
    const uniques = series(value, 'traffic', 'uniques', days);
    const requests = series(value, 'traffic', 'connections', days);
    const bytes = series(value, 'bandwidth', 'all', days);
    const hit = series(value, 'cache', 'hit', days);
    const miss = series(value, 'cache', 'miss', days);
    const when = typeof value.normalizedAtInWords === 'string' ? `, computed ${value.normalizedAtInWords}` : '';
    const title = `${c.bold(`Traffic of ${domain}`)} ${c.dim(`${range[0] ?? '?'} to ${range[days - 1] ?? '?'} (UTC days${when})`)}`;
    const lines = [title, ''];
    if (requests.t === 0)
        lines.push(`No requests in these ${days} days.`);
    else {
        // Days before the first request are left out (a new site would otherwise show a column of zeros).
        const first = Math.max(0, range.findIndex((_, i) => at(requests, i) > 0));
        const rows = range.map((day, i) => [
            day,
            formatCount(at(visits, i)),
            formatCount(at(uniques, i)),
            formatCount(at(requests, i)),
            formatBytes(at(bytes, i)),
            ratio(at(hit, i), at(hit, i) + at(miss, i)),
        ]);
        rows.splice(0, first);
        rows.push([
            'total',
            formatCount(visits.t),
            formatCount(uniques.t),
            formatCount(requests.t),
            formatBytes(bytes.t),
            ratio(hit.t, hit.t + miss.t),
        ].map((cell) => c.bold(cell)));
        if (first > 0)
            lines.push(c.dim(`No requests before ${range[first]}.`));
        lines.push(table(['DAY', 'VISITS', 'UNIQUES', 'REQUESTS', 'BANDWIDTH', 'CACHE HITS'], rows, c, [
            'left',
            'right',
            'right',
            'right',
            'right',
            'right',
        ]));
        const statusCodes = isRecord(value.statusCodes)
            ? Object.entries(value.statusCodes)
                .filter((e) => isSeries(e[1]) && e[1].t > 0)
                .map(([name, s]) => ({ name, count: s.t }))
                .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            : [];
        const edges = isRecord(value.datacenters)
            ? Object.entries(value.datacenters)
                .filter((e) => isSeries(e[1]))
                .map(([id, dc]) => ({
                name: typeof dc.city === 'string' && dc.city && dc.city !== id ? `${id} (${dc.city})` : id,
                count: dc.t,
            }))
                .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            : [];
        const sections = [
            ['status codes', statusCodes],
            ['top pages', sumRanked(value.success)],
            ['errors', sumRanked(value.fail)],
            ['redirects', sumRanked(value.redirect)],
            ['referrers', sumRanked(value.source)],
            ['browsers', sumRanked(value.browser)],
            ['systems', sumRanked(value.os)],
            ['devices', sumRanked(value.device)],
            ['largest', sumRanked(value.load), formatBytes],
            ['edges', edges],
        ];
        const shown = sections.filter(([, items]) => items.length > 0);
        const width = Math.max(...shown.map(([label]) => label.length));
        if (shown.length)
            lines.push('');
        for (const [label, items, fmt] of shown)
            lines.push(`${c.dim(label.padEnd(width))}  ${rankedLine(items, fmt)}`);
    }
    const unreachable = Array.isArray(value.unreachable)
        ? value.unreachable.filter((u) => typeof u === 'string')
        : [];
    if (unreachable.length)
        lines.push('', c.yellow(`Not counted: edge(s) ${unreachable.join(', ')} did not answer, so their traffic is missing.`));
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/render/audit.js

function audit_isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const str = (v) => v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);
function https(row) {
    const cert = row.cert;
    if (audit_isRecord(cert)) {
        const to = cert.valid_to ?? cert.validTo;
        return { cell: typeof to === 'string' ? `until ${to.slice(0, 10)}` : 'ok' };
    }
    const err = row.certError;
    if (audit_isRecord(err) && typeof err.reason === 'string')
        return { cell: 'no', problem: err.reason };
    if (typeof err === 'string')
        return { cell: 'no', problem: err };
    return { cell: '-' };
}
function renderAudit(domain, value, c) {
    if (!audit_isRecord(value))
        return null;
    const entries = Object.entries(value).filter((e) => audit_isRecord(e[1]));
    if (entries.length !== Object.keys(value).length)
        return null;
    if (entries.length === 0)
        return `${c.bold(domain)}: no edge nodes reported (the server has none).`;
    const rows = [];
    const problems = [];
    const httpsProblems = new Map();
    let synced = 0;
    for (const [id, row] of entries) {
        const name = typeof row.edge === 'string' ? row.edge : id;
        const reachable = row.reachable !== false;
        const inSync = row.inSync === true;
        if (inSync)
            synced++;
        const tls = https(row);
        if (tls.problem)
            httpsProblems.set(tls.problem, [...(httpsProblems.get(tls.problem) ?? []), name]);
        rows.push([
            name,
            str(row.location),
            str(row.rev),
            typeof row.publicFileCount === 'number' ? formatCount(row.publicFileCount) : '-',
            typeof row.publicTotalSize === 'number' ? formatBytes(row.publicTotalSize) : '-',
            !reachable
                ? c.red('unreachable')
                : row.inSync === undefined
                    ? '-'
                    : inSync
                        ? c.green('yes')
                        : c.yellow('no'),
            typeof row.latencyMs === 'number' ? `${Math.round(row.latencyMs)} ms` : '-',
            typeof row.syncedAt === 'string' ? row.syncedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-',
            tls.cell,
        ]);
        const errors = Array.isArray(row.errors) ? row.errors.filter((e) => typeof e === 'string') : [];
        for (const e of errors)
            problems.push(`${name}: ${e}`);
    }
    for (const [reason, names] of httpsProblems)
        problems.push(`HTTPS on ${names.length === entries.length ? 'every edge' : names.join(', ')}: ${reason}`);
    const total = entries.length;
    const summary = synced === total
        ? c.green(`all ${total} edge(s) serve the origin's version`)
        : c.yellow(`${synced} of ${total} edge(s) serve the origin's version`);
    return [
        `${c.bold(domain)} ${summary}`,
        '',
        table(['EDGE', 'LOCATION', 'LIVE REV', 'FILES', 'SIZE', 'IN SYNC', 'LATENCY', 'SYNCED AT', 'HTTPS'], rows, c, ['left', 'left', 'left', 'right', 'right', 'left', 'right', 'left', 'left']),
        ...(problems.length ? ['', ...problems.map((p) => c.yellow(p))] : []),
    ].join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/render/usage.js

const usage_isSeries = (v) => typeof v === 'object' &&
    v !== null &&
    typeof v.t === 'number' &&
    Array.isArray(v.s);
function renderUsage(value, c) {
    if (typeof value !== 'object' || value === null)
        return null;
    const u = value;
    if (!Array.isArray(u.range) || !usage_isSeries(u.bandwidth) || !usage_isSeries(u.connections))
        return null;
    const range = u.range.filter((d) => typeof d === 'string');
    const bytes = u.bandwidth;
    const requests = u.connections;
    const at = (s, i) => (typeof s.s[i] === 'number' ? s.s[i] : 0);
    const domain = typeof u.domain === 'string' ? u.domain : 'this domain';
    const lines = [
        `${c.bold(`Bandwidth of ${domain}`)} ${c.dim(`${range[0] ?? '?'} to ${range[range.length - 1] ?? '?'} (UTC days)`)}`,
        '',
    ];
    if (requests.t === 0)
        lines.push(`No requests in these ${range.length} days.`);
    else {
        const first = Math.max(0, range.findIndex((_, i) => at(requests, i) > 0));
        const rows = range
            .map((day, i) => [day, formatCount(at(requests, i)), formatBytes(at(bytes, i))])
            .slice(first);
        rows.push(['total', formatCount(requests.t), formatBytes(bytes.t)].map((cell) => c.bold(cell)));
        if (first > 0)
            lines.push(c.dim(`No requests before ${range[first]}.`));
        lines.push(table(['DAY', 'REQUESTS', 'BANDWIDTH'], rows, c, ['left', 'right', 'right']));
    }
    if (typeof u.estimatedMonthlyBytes === 'number')
        lines.push('', `${c.dim('estimated monthly')}  ${formatBytes(u.estimatedMonthlyBytes)} (busiest day \u00d7 30)`);
    const unreachable = Array.isArray(u.unreachable) ? u.unreachable.filter((x) => typeof x === 'string') : [];
    if (unreachable.length)
        lines.push(c.yellow(`Not counted: edge(s) ${unreachable.join(', ')} did not answer, so their traffic is missing.`));
    return lines.join('\n');
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/settings.js
var protocol_settings = __webpack_require__(49147);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/settings-args.js
/**
 * `sitepub settings <domain> key=value...`: the arguments \u2192 the body of `PUT /:domain/settings`, and the help
 * that lists every setting, both from the one definition of the settings (src/protocol/settings.ts). Pure.
 */


/** A value as typed on the command line: true/false/null and numbers are typed, the rest are strings. */
function typed(raw) {
    if (raw === 'true')
        return true;
    if (raw === 'false')
        return false;
    if (raw === 'null')
        return null;
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}
/**
 * `key=value` settings. `headers.<Name>=<value>` (or `header.<Name>`) sets one response header (an empty value or
 * `null` removes it); the values of the known boolean settings are checked here, so a typo is a usage error
 * (exit 2) before anything is sent. Names this CLI does not know are passed on: the server names the ones it has.
 */
function parseSettings(pairs) {
    const settings = {};
    for (const pair of pairs) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb(`setting "${pair}" must be key=value, e.g. spa=true, cors=* or headers.X-Frame-Options=DENY (\`sitepub settings --help\` lists them)`);
        const key = pair.slice(0, eq);
        const raw = pair.slice(eq + 1);
        const header = /^headers?\.(.+)$/.exec(key);
        if (header) {
            const headers = (settings.headers ??= {});
            headers[header[1]] = raw === '' || raw === 'null' ? null : raw;
            continue;
        }
        const definition = protocol_settings/* SETTING_NAMES */.OI.get(key);
        const value = typed(raw);
        if (definition?.kind === 'boolean' && !protocol_settings/* TRUE_WORDS */.VJ.includes(value) && !protocol_settings/* FALSE_WORDS */.WD.includes(value))
            throw new errors/* UsageError */.eb(`setting ${key}="${raw}": ${definition.name} takes ${definition.values}, e.g. ${definition.example}`);
        if (definition?.kind === 'previews' && value !== 'public' && value !== 'protected')
            throw new errors/* UsageError */.eb(`setting ${key}="${raw}": previews must be "public" or "protected", e.g. ${definition.example}`);
        if (definition?.kind === 'headers')
            throw new errors/* UsageError */.eb(`set one header per argument, headers.<Name>=<value>, e.g. ${definition.example} (an empty value removes it)`);
        settings[key] = value;
    }
    return settings;
}
/** The settings for `sitepub settings --help`: each with its aliases, its values and an example. */
function settingsHelp() {
    const width = Math.max(...protocol_settings/* SETTINGS */.yy.map((d) => d.name.length));
    const pad = ' '.repeat(width);
    return [
        '',
        'Settings (key=value; `sitepub settings <domain>` shows the current ones):',
        ...protocol_settings/* SETTINGS */.yy.flatMap((d) => [
            `  ${d.name.padEnd(width)}  ${d.values}`,
            `  ${pad}  ${d.effect}`,
            `  ${pad}  e.g. ${d.example}${d.aliases.length ? `  (also: ${d.aliases.join(', ')})` : ''}`,
        ]),
        '',
        'Examples:',
        '  sitepub settings my-site.surge.sh spa=true cors=*',
        '  sitepub settings my-site.surge.sh headers.X-Frame-Options=DENY "headers.Cache-Control=max-age=60"',
        '  sitepub settings my-site.surge.sh headers.X-Frame-Options=      (an empty value removes it)',
    ].join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/project.js
/**
 * Per-domain commands besides revisions: teardown, cache purge, metadata, files (manifest), certificates,
 * settings, analytics/usage/audit and collaborators.
 */













/**
 * Prints any JSON answer: one JSON line with --json, otherwise `key  value` lines (nested keys dotted, byte counts
 * as sizes); only a bare list is printed as indented JSON.
 */
function show(ctx, value) {
    ctx.out.result(value, () => value && typeof value === 'object' && !Array.isArray(value)
        ? flatKeyValues(value, ctx.out.c)
        : JSON.stringify(value, null, 2));
}

/**
 * The settings `metadata.json` carries (`config`, the project's active configuration: a sitepub server sends it).
 * surge.sh sends none and has no endpoint that reads settings back, only `PUT /:domain/settings`: say so.
 */
function shownSettings(domain, config) {
    if (config && typeof config === 'object' && !Array.isArray(config))
        return config;
    throw new errors/* CliError */.z1(`this server does not show the settings of ${domain}: its metadata.json has none, and the surge API ` +
        `(surge.sh) has no endpoint that reads them. Set them with \`sitepub settings ${domain} key=value\` ` +
        '(PUT /:domain/settings), which prints the resulting settings.');
}
function domainCommand(program, act, name, description, run) {
    return program
        .command(name)
        .description(description)
        .argument('<domain>')
        .action(act(async (ctx, domainArg) => run(ctx, checkedDomain(domainArg))));
}
function registerProjectCommands(program, act) {
    program
        .command('teardown')
        .description('remove a domain and all its revisions (asks first on a terminal, unless --yes)')
        .argument('<domain>')
        .option('-y, --yes', 'do not ask (without a terminal it never asks)')
        .action(act(async (ctx, domainArg, o) => {
        const domain = checkedDomain(domainArg);
        await confirmOnTerminal(ctx, `Remove ${domain} and all its revisions for good?`, o.yes);
        const result = await authedClient(ctx).teardown(domain);
        ctx.out.result({ domain, ...result }, `${ctx.out.c.green('Removed')} ${domain}`);
    }));
    domainCommand(program, act, 'purge', 'purge the edge cache of a domain', async (ctx, domain) => {
        const result = await authedClient(ctx).purgeCache(domain);
        const { c } = ctx.out;
        ctx.out.result(result, () => [
            `${c.green('Purged')} ${domain} on ${result.confirmed.length} edge(s)`,
            ...(result.unconfirmed.length
                ? [c.yellow(`  not confirmed by: ${result.unconfirmed.join(', ')}`)]
                : []),
        ].join('\n'));
    }).alias('bust');
    program
        .command('metadata')
        .description('show the metadata of the live revision (or of <rev>)')
        .argument('<domain>')
        .argument('[rev]')
        .action(act(async (ctx, domainArg, revArg) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        show(ctx, await authedClient(ctx).metadata(domain, rev));
    }));
    program
        .command('files')
        .alias('manifest')
        .description('list the files of the live revision (or of <rev>) with size and md5')
        .argument('<domain>')
        .argument('[rev]')
        .action(act(async (ctx, domainArg, revArg) => {
        const domain = checkedDomain(domainArg);
        const rev = revArg === undefined ? undefined : checkedRev(revArg);
        const manifest = await authedClient(ctx).manifest(domain, rev);
        ctx.out.result(manifest, () => table(['PATH', 'SIZE', 'MD5'], Object.entries(manifest)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([p, f]) => [p, formatBytes(f.size), f.md5]), ctx.out.c));
    }));
    domainCommand(program, act, 'certs', 'show the TLS certificates of a domain', async (ctx, domain) => {
        const result = await authedClient(ctx).certs(domain);
        ctx.out.result(result, () => certTable(ctx, domain, result.certs));
    });
    domainCommand(program, act, 'encrypt', 'provision a managed TLS certificate for a domain', async (ctx, domain) => {
        const progress = createProgress(ctx.out);
        try {
            const run = authedClient(ctx).encrypt(domain);
            for await (const event of run)
                if (event.type === 'progress')
                    progress.update(event);
            const { info } = await run.result;
            const certs = info.certs;
            // --json: the certificates as the server sent them (unchanged); people get a sentence and the table.
            ctx.out.result(certs ?? info, () => Array.isArray(certs)
                ? `${ctx.out.c.green('Encrypted')} ${domain}: its certificate is in place\n${certTable(ctx, domain, certs)}`
                : `${ctx.out.c.green('Encrypted')} ${domain}: ${typeof info.msg === 'string' ? info.msg : 'the certificate is in place'}`);
        }
        finally {
            progress.stop();
        }
    });
    program
        .command('ssl')
        .description('upload a custom certificate (PEM bundle: key + certificate chain) for a domain')
        .argument('<domain>')
        .argument('<pem>', 'path to the PEM file')
        .action(act(async (ctx, domainArg, pemPath) => {
        const domain = checkedDomain(domainArg);
        const file = external_node_path_.resolve(ctx.io.cwd, pemPath);
        if (!external_node_fs_.existsSync(file))
            throw new errors/* UsageError */.eb(`PEM file ${file} does not exist`);
        show(ctx, await authedClient(ctx).uploadCertificate(domain, external_node_fs_.readFileSync(file)));
    }));
    program
        .command('settings')
        .alias('config')
        .description('show the project settings, or change them with key=value pairs (e.g. spa=true cors=*)')
        .argument('<domain>')
        .argument('[settings...]', 'key=value pairs (listed below)')
        .addHelpText('after', settingsHelp())
        .action(act(async (ctx, domainArg, pairs) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        if (pairs.length === 0) {
            show(ctx, shownSettings(domain, (await client.metadata(domain)).config));
            return;
        }
        const body = parseSettings(pairs);
        try {
            show(ctx, await client.settings(domain, body));
        }
        catch (err) {
            // The server refused a name or a value: the arguments are what to change (exit 2).
            if (err instanceof client_errors/* ApiError */.hD && err.status === 400)
                throw new errors/* UsageError */.eb(`${[...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ') || err.message} (\`sitepub settings --help\` lists the settings)`);
            throw err;
        }
    }));
    domainCommand(program, act, 'analytics', 'traffic of the past 14 days', async (ctx, domain) => {
        const analytics = await authedClient(ctx).analytics(domain);
        ctx.out.result(analytics, () => renderAnalytics(analytics, ctx.out.c) ?? JSON.stringify(analytics, null, 2));
    });
    domainCommand(program, act, 'usage', 'bandwidth usage', async (ctx, domain) => {
        const usage = await authedClient(ctx).usage(domain);
        ctx.out.result(usage, () => renderUsage(usage, ctx.out.c) ?? JSON.stringify(usage, null, 2));
    });
    domainCommand(program, act, 'audit', 'state of the domain on every edge node', async (ctx, domain) => {
        const audit = await authedClient(ctx).audit(domain);
        ctx.out.result(audit, () => renderAudit(domain, audit, ctx.out.c) ?? JSON.stringify(audit, null, 2));
    });
    program
        .command('invite')
        .description('invite collaborators to a domain')
        .argument('<domain>')
        .argument('<emails...>')
        .action(act(async (ctx, domainArg, emails) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).invite(domain, emails);
        const failed = result.invites.filter((i) => i.status === 'failed');
        const why = (i) => (typeof i.reason === 'string' ? i.reason : '');
        // With failures and --json, the error line is the one JSON document (it lists them).
        if (failed.length === 0 || !ctx.out.json)
            ctx.out.result(result, () => table(['EMAIL', 'STATUS', 'REASON'], result.invites.map((i) => [i.email, String(i.status), why(i)]), ctx.out.c));
        if (failed.length > 0)
            throw new errors/* CliError */.z1(`${failed.length} of ${result.invites.length} invitations failed (${failed
                .map((i) => `${i.email}${why(i) ? `: ${why(i)}` : ''}`)
                .join('; ')})`);
    }));
    program
        .command('revoke')
        .description('remove collaborators from a domain')
        .argument('<domain>')
        .argument('<emails...>')
        .action(act(async (ctx, domainArg, emails) => {
        const domain = checkedDomain(domainArg);
        const result = await authedClient(ctx).revoke(domain, emails);
        const details = result.details ?? {};
        // A server may leave either list out (the spec names neither): absent is empty.
        const removed = (Array.isArray(result.successes) ? result.successes : []).map(String);
        const failed = (Array.isArray(result.fails) ? result.fails : []).map(String);
        // As invite: a table for people; with failures and --json, the error line is the one JSON document.
        if (failed.length === 0 || ctx.out.json === false)
            ctx.out.result(result, () => table(['EMAIL', 'STATUS', 'REASON'], [
                ...removed.map((e) => [e, 'removed', '']),
                ...failed.map((e) => [e, 'failed', details[e] ?? '']),
            ], ctx.out.c));
        if (failed.length > 0)
            throw new errors/* CliError */.z1(`${failed.length} of ${emails.length} collaborators were not removed (${failed
                .map((e) => `${e}${details[e] ? `: ${details[e]}` : ''}`)
                .join('; ')}); \`sitepub collaborators ${domain}\` lists them`);
    }));
    domainCommand(program, act, 'collaborators', 'list the collaborators of a domain (invite with `invite`, remove with `revoke`)', async (ctx, domain) => {
        const result = await authedClient(ctx).collaborators(domain);
        const { c } = ctx.out;
        ctx.out.result(result, () => result.collaborators.length === 0
            ? c.dim(`No collaborators on ${domain}: invite one with \`sitepub invite ${domain} <email>\`.`)
            : table(['EMAIL', 'SINCE'], result.collaborators.map((x) => [x.email, x.created_at]), c));
    });
}
/** Certificates as a table (certs, encrypt), or the sentence that says there are none. */
function certTable(ctx, domain, list) {
    const certs = (Array.isArray(list) ? list : []);
    if (certs.length === 0)
        return ctx.out.c.dim(`No certificates for ${domain}: provision one with \`sitepub encrypt ${domain}\`.`);
    return table(['SUBJECT', 'ISSUER', 'NAMES', 'EXPIRES IN', 'AUTO-RENEW'], certs.map((cert) => [
        String(cert.subject ?? ''),
        String(cert.issuer ?? ''),
        (cert.subjectAltNames ?? []).join(', '),
        typeof cert.expInDays === 'number' ? `${cert.expInDays} days` : '-',
        cert.autoRenew === undefined ? '-' : cert.autoRenew ? 'yes' : 'no',
    ]), ctx.out.c);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/domain.js




function recordsOf(result) {
    if (Array.isArray(result))
        return result;
    const records = result?.records;
    return Array.isArray(records) ? records : [];
}
function showRecords(ctx, result) {
    ctx.out.result(result, () => {
        const records = recordsOf(result);
        if (records.length === 0)
            return ctx.out.c.dim('No records.');
        return table(['ID', 'TYPE', 'NAME', 'VALUE', 'PRIORITY'], records.map((r) => [
            String(r.id ?? ''),
            r.type ?? '',
            r.name ?? '',
            r.value ?? '',
            String(r.priority ?? ''),
        ]), ctx.out.c);
    });
}
function registerRecords(program, act, kind) {
    const group = program
        .command(kind)
        .description(kind === 'dns'
        ? 'custom DNS records of an apex domain delegated to the service'
        : 'the full DNS zone of an apex domain, including managed records');
    group
        .command('list', { isDefault: true })
        .description(`list ${kind} records`)
        .argument('<domain>')
        .action(act(async (ctx, domainArg) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        showRecords(ctx, kind === 'dns' ? await client.dns(domain) : await client.zone(domain));
    }));
    group
        .command('add')
        .description(`add a ${kind} record, e.g. \`sitepub ${kind} add example.com MX @ mx.example.net --priority 10\``)
        .argument('<domain>')
        .argument('<type>', 'record type: A, AAAA, CNAME, MX, TXT, ...')
        .argument('<name>', 'record name, @ for the apex')
        .argument('<value>')
        .option('--priority <n>', 'priority (MX records)')
        .action(act(async (ctx, domainArg, type, name, value, o) => {
        const domain = checkedDomain(domainArg);
        if (o.priority !== undefined && !/^\d+$/.test(o.priority))
            throw new errors/* UsageError */.eb(`--priority "${o.priority}" must be a whole number`);
        const record = {
            type: type.toUpperCase(),
            name,
            value,
            ...(o.priority !== undefined ? { priority: o.priority } : {}),
        };
        const client = authedClient(ctx);
        showRecords(ctx, kind === 'dns' ? await client.addDns(domain, record) : await client.addZone(domain, record));
    }));
    group
        .command('rm')
        .alias('remove')
        .description(`remove a ${kind} record by id (ids are shown by \`sitepub ${kind} <domain>\`)`)
        .argument('<domain>')
        .argument('<id>')
        .action(act(async (ctx, domainArg, id) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        showRecords(ctx, kind === 'dns' ? await client.removeDns(domain, id) : await client.removeZone(domain, id));
    }));
}
function registerDomainCommands(program, act) {
    registerRecords(program, act, 'dns');
    registerRecords(program, act, 'zone');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/render/plans.js

function price(plan) {
    const amount = plan.friendlyAmount ?? `$${(plan.amount / 100).toFixed(plan.amount % 100 === 0 ? 0 : 2)}`;
    return plan.amount === 0 ? 'free' : `${amount}/${plan.interval ?? 'month'}`;
}
function cardText(card) {
    if (!card)
        return 'no card on file';
    const exp = card.exp_month && card.exp_year ? ` (expires ${card.exp_month}/${card.exp_year})` : '';
    return `${card.brand} ending in ${card.last4}${exp}`;
}
function renderPlans(result, c) {
    const list = result.list ?? result.plans ?? [];
    const currentId = result.current?.id;
    const isCurrent = (p) => currentId !== undefined ? p.id === currentId : p.current === true;
    const rows = list.map((p) => [
        isCurrent(p) ? c.green('*') : '',
        isCurrent(p) ? c.bold(p.id) : p.id,
        p.name,
        price(p),
        (p.perks ?? []).join(', '),
    ]);
    const current = list.find(isCurrent) ?? result.current ?? null;
    return [
        table(['', 'ID', 'NAME', 'PRICE', 'PERKS'], rows, c),
        '',
        `${c.dim('current')}  ${current ? `${current.name}${current.comped ? ' (comped)' : ''}` : '-'}`,
        `${c.dim('card   ')}  ${cardText(result.card)}`,
        '',
        c.dim('Change plan with `sitepub plan <id>` (a paid plan needs a card: `sitepub plan <id> --web` pays in the browser).'),
    ].join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/billing.js





async function printLink(ctx, kind, plan) {
    const client = authedClient(ctx);
    const link = kind === 'checkout' ? await client.upgradeLink(plan) : await client.billingLink();
    if (typeof link?.url !== 'string' || !link.url)
        throw new errors/* CliError */.z1(`the server answered without a ${kind} link: try again later`);
    const expires = link.expires_at;
    const { c } = ctx.out;
    ctx.out.result({ kind, url: link.url, ...(plan ? { plan } : {}), ...(expires ? { expires_at: expires } : {}) }, () => [
        kind === 'checkout'
            ? `Upgrade${plan ? ` to ${plan}` : ''} in your browser (the link is valid 48 hours, keep it private):`
            : 'Manage your plan, card and invoices in your browser (the link is valid 48 hours, keep it private):',
        `  ${c.underline(link.url)}`,
    ].join('\n'));
}
async function listPlans(ctx, domain) {
    const plans = await authedClient(ctx).plans(domain);
    ctx.out.result(plans, () => renderPlans(plans, ctx.out.c));
}
async function changePlan(ctx, plan, cardToken) {
    try {
        const result = await authedClient(ctx).setPlan({ plan, ...(cardToken ? { token: cardToken } : {}) });
        const msg = typeof result.msg === 'string' ? result.msg : `Now on the ${plan} plan.`;
        ctx.out.result(result, `${ctx.out.c.green('Success')} ${msg}`);
    }
    catch (err) {
        if (err instanceof client_errors/* ApiError */.hD && err.status === 402) {
            const said = [...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ');
            throw new errors/* CliError */.z1(`payment required for the ${plan} plan: ${said || 'no usable card on file'}. Pay in the browser with ` +
                `\`sitepub plan ${plan} --web\`, or attach a card with \`sitepub plan ${plan} --card-token <tok>\``);
        }
        throw err;
    }
}
function registerBillingCommands(program, act) {
    program
        .command('plans')
        .description('available plans, the current one and the card on file (for a domain, if given)')
        .argument('[domain]')
        .action(act(async (ctx, domain) => listPlans(ctx, domain === undefined ? undefined : checkedDomain(domain))));
    program
        .command('plan')
        .description('show plans, or change the account plan to <id> (see `sitepub plans`)')
        .argument('[id]', 'plan id, e.g. free or standard')
        .option('--web', 'print a checkout link to pay for the plan in the browser instead (as `surge plan --web`)')
        .option('--manage', 'print a billing portal link: plan, card, invoices (as `surge plan --manage`)')
        .option('--card-token <tok>', 'payment-provider card token to attach with the change (e.g. tok_visa in test mode)')
        .action(act(async (ctx, id, o) => {
        if (o.web && o.manage)
            throw new errors/* UsageError */.eb('pass either --web or --manage, not both');
        if (o.cardToken && (o.web || o.manage || !id))
            throw new errors/* UsageError */.eb('--card-token goes with a plan change: `sitepub plan <id> --card-token <tok>`');
        if (o.manage) {
            if (id)
                throw new errors/* UsageError */.eb('--manage opens the billing portal for the account: drop the plan id');
            return printLink(ctx, 'portal');
        }
        if (o.web)
            return printLink(ctx, 'checkout', id);
        if (!id)
            return listPlans(ctx);
        return changePlan(ctx, id, o.cardToken);
    }));
    program
        .command('upgrade')
        .description('print a checkout link to pay for a plan in the browser (default: the first paid plan)')
        .argument('[id]', 'plan id')
        .action(act(async (ctx, id) => printLink(ctx, 'checkout', id)));
    program
        .command('billing')
        .description('print a billing portal link: change plan, card and invoices in the browser')
        .action(act(async (ctx) => printLink(ctx, 'portal')));
    program
        .command('card')
        .description('set the payment card from a payment-provider token, or print the billing portal link to enter one')
        .argument('[token]', 'card token from the payment provider (e.g. Stripe tok_...; tok_visa in test mode)')
        .action(act(async (ctx, token) => {
        if (!token)
            return printLink(ctx, 'portal');
        const result = (await authedClient(ctx).setCard(token)) ?? {};
        const msg = typeof result.msg === 'string' ? result.msg : 'Card updated.';
        ctx.out.result(result, `${ctx.out.c.green('Success')} ${msg}`);
    }));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/mfa.js



function registerMfaCommand(program, act) {
    program
        .command('mfa')
        .description('manage two-factor authentication in the browser (prints the page URL)')
        .option('--no-open', 'only print the URL, do not try to open a browser')
        .action(act(async (ctx, o) => {
        const session = await authedClient(ctx).mfaSession();
        if (typeof session?.url !== 'string' || !session.url)
            throw new errors/* CliError */.z1('the server answered POST /mfa/session without a URL: try again later');
        const note = session.msg;
        const opened = !ctx.out.json && openUrl(ctx.io, session.url, o.open);
        const { c } = ctx.out;
        ctx.out.result(session, () => [
            'Continue in the browser to manage two-factor authentication (keep the link private):',
            `  ${c.underline(session.url)}`,
            ...(typeof note === 'string' && note ? [c.dim(note)] : []),
            ...(opened ? [c.dim('Opened your browser.')] : []),
        ].join('\n'));
    }));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/nuke.js





const SHOWN = 10;
/** The 409 refusal as one line: which projects remain and the commands that remove them. */
async function stillOwnsProjects(client, err) {
    let domains = [];
    try {
        domains = (await client.list()).map((p) => p.domain).filter((d) => typeof d === 'string');
    }
    catch {
        // The refusal itself is what matters; the list is a courtesy.
    }
    const said = [...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ');
    if (domains.length === 0)
        return new errors/* CliError */.z1(`the account still owns projects${said ? ` (${said})` : ''}: list them with \`sitepub list\`, remove each ` +
            'with `sitepub teardown <domain>`, then run `sitepub nuke` again');
    const shown = domains.slice(0, SHOWN);
    const more = domains.length > SHOWN ? ` and ${domains.length - SHOWN} more (see \`sitepub list\`)` : '';
    return new errors/* CliError */.z1(`the account still owns ${domains.length} project(s): ${shown.join(', ')}${more}. Remove each first ` +
        `(${shown.map((d) => `\`sitepub teardown ${d}\``).join(', ')}), then run \`sitepub nuke\` again`);
}
function registerNukeCommand(program, act) {
    const description = 'delete the account for good (its projects must be torn down first)';
    const yes = 'do not ask for confirmation (required when there is no terminal)';
    program.command('nuke').description(description).option('-y, --yes', yes).action(act(nuke));
    // The same command under the name people look for (`sitepub account delete`).
    program
        .command('account')
        .description('the account: `account delete` deletes it (as `nuke`)')
        .command('delete')
        .description(description)
        .option('-y, --yes', yes)
        .action(act(nuke));
}
async function nuke(ctx, o) {
    const creds = credentialsOf(ctx);
    const client = authedClient(ctx);
    const { email } = await client.account();
    if (!o.yes) {
        if (!canPrompt(ctx.io))
            throw new errors/* UsageError */.eb(`nuke deletes the account ${email} on ${ctx.endpoint.machine} for good: pass --yes to confirm (no terminal to ask on)`);
        const answer = await ask(ctx.io, `Delete the account ${email} on ${ctx.endpoint.machine} for good? Type its email to confirm: `);
        if (answer !== email)
            throw new errors/* UsageError */.eb('not confirmed (the email did not match): nothing was deleted');
    }
    let result;
    try {
        result = await client.deleteAccount();
    }
    catch (err) {
        if (err instanceof client_errors/* ApiError */.hD && err.status === 409)
            throw await stillOwnsProjects(client, err);
        throw err;
    }
    const entry = readNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
    const netrcRemoved = entry !== null &&
        (creds.source === 'netrc' || entry.login === email || entry.password === creds.token) &&
        removeNetrcEntry(ctx.netrcFile, ctx.endpoint.machine);
    const msg = typeof result?.msg === 'string' ? result.msg : `account ${email} has been deleted`;
    ctx.out.result({ deleted: email, msg, netrcRemoved }, () => [
        `${ctx.out.c.green('Deleted')} account ${email}`,
        ...(netrcRemoved ? [ctx.out.c.dim(`(its entry in ${ctx.netrcFile} was removed)`)] : []),
    ].join('\n'));
}

// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/github-pulls.js

/** `12,15 #18` \u2192 [12, 15, 18]; a clear error for anything else. */
function parseOpenList(raw) {
    const parts = raw.split(/[\s,]+/).filter(Boolean);
    const out = [];
    for (const p of parts) {
        const m = /^#?(\d{1,9})$/.exec(p);
        if (!m)
            throw new errors/* CliError */.z1(`--open takes pull request numbers separated by commas (e.g. 12,15); got "${p}"`);
        out.push(Number(m[1]));
    }
    return out;
}
function statesFromOpenList(prs, open) {
    return new Map(prs.map((pr) => [
        pr,
        open.includes(pr) ? { state: 'open', merged: false } : { state: 'closed', merged: null },
    ]));
}
/** Each PR's state from GitHub; a PR GitHub does not know (404) stays unknown, any other failure is an error. */
async function statesFromGitHub(gh, prs, signal) {
    const states = new Map();
    for (const pr of prs) {
        const url = `${gh.api.replace(/\/$/, '')}/repos/${encodeURIComponent(gh.owner)}/${encodeURIComponent(gh.repo)}/pulls/${pr}`;
        const res = await fetch(url, {
            headers: {
                accept: 'application/vnd.github+json',
                authorization: `Bearer ${gh.token}`,
                'x-github-api-version': '2022-11-28',
                'user-agent': 'sitepub-cli',
            },
            ...(signal ? { signal } : {}),
        });
        if (res.status === 404) {
            await res.body?.cancel();
            continue;
        }
        if (!res.ok) {
            await res.body?.cancel();
            throw new errors/* CliError */.z1(`GitHub answered ${res.status} to the state of pull request #${pr} of ${gh.owner}/${gh.repo}: check the ` +
                'token (it needs read access to pull requests) and --repository');
        }
        const body = (await res.json());
        states.set(pr, {
            state: body.state === 'open' ? 'open' : 'closed',
            merged: body.merged === true,
            ...(body.head?.ref ? { branch: body.head.ref } : {}),
        });
    }
    return states;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/sweep.js

/** The pull requests a list of revisions has previews of (what to ask GitHub about), ascending. */
function previewPulls(revisions) {
    const out = new Set();
    for (const r of revisions) {
        const rec = (0,protocol_revisions/* recordOf */.zv)(r);
        if (rec.kind === 'preview' && rec.pr !== undefined)
            out.add(rec.pr);
    }
    return [...out].sort((a, b) => a - b);
}
/** When a revision was made: `created_at` on a sitepub server, else its id (epoch milliseconds on every server). */
function revisionTime(r) {
    const created = r.created_at;
    const t = typeof created === 'string' ? Date.parse(created) : NaN;
    if (Number.isFinite(t))
        return t;
    return r.rev > 1e12 && r.rev < 1e14 ? r.rev : null;
}
const DAY_MS = 86_400_000;
function verdict(r, input, withLiveAt) {
    const rec = (0,protocol_revisions/* recordOf */.zv)(r);
    const pr = rec.kind === 'preview' ? (rec.pr ?? null) : null;
    const keep = (reason) => ({ rev: r.rev, pr, discard: false, reason });
    const drop = (reason) => ({ rev: r.rev, pr, discard: true, reason });
    if (r.current)
        return keep('live');
    const liveAt = r.liveAt;
    if (withLiveAt && typeof liveAt === 'string')
        return keep('was live');
    if (rec.kind === 'production')
        return keep('production deploy (live when deployed)');
    if (input.knownLive?.has(r.rev))
        return keep('was live (a GitHub production deployment names it)');
    if (rec.kind !== 'preview')
        return keep('not a preview recorded by sitepub');
    const state = pr === null ? undefined : input.pulls.get(pr);
    if (state?.state === 'open')
        return keep(`PR #${pr} is open`);
    if (state?.state === 'closed' && !withLiveAt && state.merged !== false)
        return keep(`PR #${pr} was ${state.merged ? 'merged' : 'closed (merge unknown)'} and this server keeps no record of ` +
            'which revisions were live: its merge may have promoted it');
    if (state?.state === 'closed')
        return drop(`PR #${pr} is closed${state.merged ? ' (merged)' : ''}`);
    const time = revisionTime(r);
    const days = input.retentionDays;
    if (days !== null && time !== null && input.now.getTime() - time > days * DAY_MS)
        return drop(`older than ${days} ${days === 1 ? 'day' : 'days'} and ${pr === null ? 'of no PR' : `PR #${pr}'s state is unknown`}`);
    if (pr === null)
        return keep('a preview of no PR');
    return keep(`PR #${pr}'s state is unknown`);
}
function judgeSweep(input) {
    const withLiveAt = (0,protocol_revisions/* hasLiveAt */.w1)(input.revisions);
    const discard = [];
    const keep = [];
    for (const r of input.revisions) {
        const v = verdict(r, input, withLiveAt);
        (v.discard ? discard : keep).push(v);
    }
    const closedPulls = [...input.pulls.entries()]
        .filter(([pr, s]) => s.state === 'closed' && !keep.some((k) => k.pr === pr))
        .map(([pr]) => pr)
        .sort((a, b) => a - b);
    return { discard, keep, closedPulls };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/sweep.js
/**
 * `sitepub sweep <domain>`: discards the never-live preview revisions of closed pull requests (and, with
 * --retention, never-live previews older than that whose PR is not open), as the Action's `mode: sweep` does; the
 * rule is src/protocol/sweep.ts. The PRs' states come from GitHub (--github-token and --repository, or the
 * GITHUB_TOKEN and GITHUB_REPOSITORY variables) or from --open (every other PR counts as closed).
 */







const DISCARD_CONCURRENCY = 4;
async function pullStates(ctx, prs, o) {
    if (o.open !== undefined)
        return statesFromOpenList(prs, parseOpenList(o.open));
    const token = o.githubToken ?? ctx.io.env.GITHUB_TOKEN ?? '';
    const repository = o.repository ?? ctx.io.env.GITHUB_REPOSITORY ?? '';
    if (!token || !repository)
        throw new errors/* CliError */.z1('sweep needs to know which pull requests are open: pass --open 12,15 (the open ones), or a GitHub token and ' +
            'the repository (--github-token and --repository owner/name, or GITHUB_TOKEN and GITHUB_REPOSITORY)');
    const m = /^([\w.-]+)\/([\w.-]+)$/.exec(repository);
    if (!m)
        throw new errors/* CliError */.z1(`--repository must be owner/name (e.g. octo/site); got "${repository}"`);
    ctx.out.redactor.add(token);
    const api = o.githubApi ?? ctx.io.env.GITHUB_API_URL ?? 'https://api.github.com';
    return statesFromGitHub({ api, token, owner: m[1], repo: m[2] }, prs);
}
function registerSweepCommand(program, act) {
    program
        .command('sweep')
        .description('discard the never-live preview revisions of closed pull requests (never the live one, nor one ever live)')
        .argument('<domain>')
        .option('--open <prs>', 'the open pull requests, e.g. 12,15 (every other one counts as closed)')
        .option('--github-token <token>', 'ask GitHub for each pull request (env GITHUB_TOKEN)')
        .option('--repository <owner/name>', 'the GitHub repository of the pull requests (env GITHUB_REPOSITORY)')
        .option('--github-api <url>', 'GitHub API URL (env GITHUB_API_URL; default https://api.github.com)')
        .option('--retention <days>', 'also discard never-live previews older than this whose PR is not open')
        .option('--dry-run', 'say what would be discarded, discard nothing')
        .action(act(async (ctx, domainArg, o) => {
        const domain = checkedDomain(domainArg);
        if (o.retention !== undefined && !/^\d{1,5}$/.test(o.retention))
            throw new errors/* CliError */.z1(`--retention must be a whole number of days (e.g. 14); got "${o.retention}"`);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const pulls = await pullStates(ctx, previewPulls(revisions), o);
        const verdicts = judgeSweep({
            revisions,
            pulls,
            retentionDays: o.retention === undefined ? null : Number(o.retention),
            now: new Date(),
        });
        if (!o.dryRun)
            await (0,p_map/* default */.Ay)(verdicts.discard, async (v) => {
                await client.discard(domain, v.rev);
            }, { concurrency: DISCARD_CONCURRENCY });
        const result = {
            domain,
            dryRun: o.dryRun === true,
            discarded: verdicts.discard,
            kept: verdicts.keep,
        };
        const { c } = ctx.out;
        ctx.out.result(result, () => table(['REV', 'PR', '', 'WHY'], [...verdicts.discard, ...verdicts.keep].map((v) => [
            String(v.rev),
            v.pr === null ? '' : `#${v.pr}`,
            v.discard ? c.yellow(o.dryRun ? 'would discard' : 'discarded') : c.green('kept'),
            v.reason,
        ]), c) +
            `\n${o.dryRun ? 'Would discard' : 'Discarded'} ${verdicts.discard.length}, kept ${verdicts.keep.length}.`);
    }));
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/root-program.js + 3 modules
var root_program = __webpack_require__(95327);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/program.js












function buildProgram(state) {
    const { program, act } = (0,root_program/* rootProgram */.Zf)(state);
    registerDeployCommands(program, act);
    registerRevisionCommands(program, act);
    registerProjectCommands(program, act);
    registerDomainCommands(program, act);
    registerAccountCommands(program, act);
    registerMfaCommand(program, act);
    registerBillingCommands(program, act);
    registerNukeCommand(program, act);
    registerSweepCommand(program, act);
    (0,server/* registerServerCommands */.Dz)(program, act);
    registerMigrateCommand(program, act);
    return (0,root_program/* finishProgram */.oK)(program, state);
}


/***/ }),

/***/ 84222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ rolledAwayFrom),
/* harmony export */   Lo: () => (/* binding */ messageText),
/* harmony export */   es: () => (/* binding */ rollbackTarget),
/* harmony export */   h7: () => (/* binding */ currentRevision),
/* harmony export */   q9: () => (/* binding */ previousLive),
/* harmony export */   w1: () => (/* binding */ hasLiveAt),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* harmony import */ var _deploy_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1195);

/** The revision production serves, or null when the domain is offline. */
function currentRevision(revisions) {
    return revisions.find((r) => r.current) ?? null;
}
/** The deploy record at the end of a revision's message (`msg` on a plain surge server), or `{}`. */
function recordOf(entry) {
    return (0,_deploy_record_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRecord */ .Hh)(entry.msg ?? entry.message).record;
}
/** The human text of a revision's message, without its deploy record (null when there is none). */
function messageText(entry) {
    const raw = entry.message ?? entry.msg;
    if (typeof raw !== 'string')
        return null;
    return (0,_deploy_record_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRecord */ .Hh)(raw).text;
}
/** `liveAt` as the server sent it: a string, null (never live), or undefined (a server without the field). */
function liveAtOf(entry) {
    const v = entry.liveAt;
    return typeof v === 'string' || v === null ? v : undefined;
}
/** True when the server reports `liveAt` on its list (a sitepub server); false on a plain surge server. */
function hasLiveAt(revisions) {
    return revisions.some((r) => liveAtOf(r) !== undefined);
}
/**
 * Revisions production was rolled away from, by the rule the list itself carries on every server: when the
 * current revision is a production deploy (its record says `kind=production`, so it went live when it was
 * uploaded), every revision uploaded after it (a greater `rev`) that was live since (it is not current) was left
 * by bringing the current one back. On a list without `liveAt` a revision uploaded after it counts when its own
 * record says `kind=production` (it went live at upload); with `liveAt`, when it has one.
 */
function rolledAwayFrom(revisions) {
    // A sitepub server says it itself, from its live history (`rolledBack`): the authority when present.
    if (revisions.some((r) => typeof r.rolledBack === 'boolean'))
        return new Set(revisions.filter((r) => r.rolledBack === true).map((r) => r.rev));
    const current = currentRevision(revisions);
    const out = new Set();
    if (!current || recordOf(current).kind !== 'production')
        return out;
    const withLiveAt = hasLiveAt(revisions);
    for (const r of revisions) {
        if (r.rev <= current.rev || r.current)
            continue;
        const wasLive = withLiveAt ? typeof liveAtOf(r) === 'string' : recordOf(r).kind === 'production';
        if (wasLive)
            out.add(r.rev);
    }
    return out;
}
/**
 * Where a rollback goes: the revision live before the current one, when that can be proven.
 * - With `liveAt`: the most recent `liveAt` other than the current revision's.
 * - Without: the newest revision whose deploy record says `kind=production`, other than the current one (the
 *   last one deployed to production).
 * Either way never one in `skip` nor one production was rolled away from (`rolledAwayFrom`): rolling back twice
 * steps further back; it does not return to the revision the first rollback left.
 */
function rollbackTarget(revisions, skip = []) {
    const current = currentRevision(revisions);
    const excluded = new Set([...skip, ...rolledAwayFrom(revisions)]);
    const others = revisions.filter((r) => r.rev !== current?.rev);
    const wasLive = (r) => hasLiveAt(revisions) ? typeof liveAtOf(r) === 'string' : recordOf(r).kind === 'production';
    const skipped = others.filter((r) => excluded.has(r.rev) && wasLive(r)).map((r) => r.rev);
    const candidates = others.filter((r) => !excluded.has(r.rev));
    if (hasLiveAt(revisions)) {
        const live = candidates
            .filter((r) => typeof liveAtOf(r) === 'string')
            .sort((a, b) => Date.parse(liveAtOf(b)) - Date.parse(liveAtOf(a)));
        return live[0]
            ? { target: live[0], proof: 'liveAt', serverStep: false }
            : { target: null, reason: 'no-history', skipped };
    }
    const production = candidates
        .filter((r) => recordOf(r).kind === 'production')
        .sort((a, b) => b.rev - a.rev);
    const target = production[0];
    if (!target)
        return {
            target: null,
            reason: candidates.length === 0 ? 'no-history' : 'unproven',
            skipped,
        };
    const nextOlder = current
        ? revisions.filter((r) => r.rev < current.rev).sort((a, b) => b.rev - a.rev)[0]
        : undefined;
    return { target, proof: 'record', serverStep: nextOlder?.rev === target.rev };
}
/**
 * The revision that was live before the current one, when the list proves it was live (see rollbackTarget);
 * null when production has no earlier live revision or when none can be proven to have been live.
 */
function previousLive(revisions, skip = []) {
    return rollbackTarget(revisions, skip).target;
}


/***/ }),

/***/ 49147:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ SETTING_NAMES),
/* harmony export */   VJ: () => (/* binding */ TRUE_WORDS),
/* harmony export */   WD: () => (/* binding */ FALSE_WORDS),
/* harmony export */   yy: () => (/* binding */ SETTINGS)
/* harmony export */ });
const SETTINGS = [
    {
        name: 'forceHttps',
        aliases: ['force-https', 'force_https', 'https', 'ssl'],
        kind: 'boolean',
        values: 'true | false',
        example: 'forceHttps=true',
        effect: 'plain HTTP is redirected to HTTPS',
    },
    {
        name: 'cleanUrls',
        aliases: ['clean-urls', 'clean_urls'],
        kind: 'boolean',
        values: 'true | false (default true)',
        example: 'cleanUrls=false',
        effect: '/about serves about.html',
    },
    {
        name: 'spa',
        aliases: ['fallback'],
        kind: 'boolean',
        values: 'true | false',
        example: 'spa=true',
        effect: 'unknown paths serve /200.html or /index.html',
    },
    {
        name: 'cors',
        aliases: [],
        kind: 'cors',
        values: '* | an origin (https://app.example.com) | false',
        example: 'cors=https://app.example.com',
        effect: 'Access-Control-Allow-Origin on every response',
    },
    {
        name: 'headers',
        aliases: ['header'],
        kind: 'headers',
        values: 'headers.<Name>=<value> (an empty value or null removes it)',
        example: 'headers.X-Frame-Options=DENY',
        effect: 'the header is sent with every response',
    },
    {
        name: 'previews',
        aliases: [],
        kind: 'previews',
        values: 'public (default) | protected',
        example: 'previews=protected',
        effect: 'protected: previews need a sign-in or an API token (edge.md)',
    },
];
/** Every accepted name and alias \u2192 the setting it names. */
const SETTING_NAMES = new Map(SETTINGS.flatMap((s) => [s.name, ...s.aliases].map((n) => [n, s])));
/** Boolean values as the server reads them (strings from a command line or a form included). */
const TRUE_WORDS = [true, 'true', '1', 1, 'yes', 'on'];
const FALSE_WORDS = [false, 'false', '0', 0, 'no', 'off'];


/***/ })

};
