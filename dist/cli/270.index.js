export const id = 270;
export const ids = [270];
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

/***/ 70298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    if (path in cache) {
      return cache[path]
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


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

/***/ 57336:
/***/ ((module) => {

let p = process || {}, argv = p.argv || [], env = p.env || {}
let isColorSupported =
	!(!!env.NO_COLOR || argv.includes("--no-color")) &&
	(!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || ((p.stdout || {}).isTTY && env.TERM !== "dumb") || !!env.CI)

let formatter = (open, close, replace = open) =>
	input => {
		let string = "" + input, index = string.indexOf(close, open.length)
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close
	}

let replaceClose = (string, close, replace, index) => {
	let result = "", cursor = 0
	do {
		result += string.substring(cursor, index) + replace
		cursor = index + close.length
		index = string.indexOf(close, cursor)
	} while (~index)
	return result + string.substring(cursor)
}

let createColors = (enabled = isColorSupported) => {
	let f = enabled ? formatter : () => String
	return {
		isColorSupported: enabled,
		reset: f("\x1b[0m", "\x1b[0m"),
		bold: f("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
		dim: f("\x1b[2m", "\x1b[22m", "\x1b[22m\x1b[2m"),
		italic: f("\x1b[3m", "\x1b[23m"),
		underline: f("\x1b[4m", "\x1b[24m"),
		inverse: f("\x1b[7m", "\x1b[27m"),
		hidden: f("\x1b[8m", "\x1b[28m"),
		strikethrough: f("\x1b[9m", "\x1b[29m"),

		black: f("\x1b[30m", "\x1b[39m"),
		red: f("\x1b[31m", "\x1b[39m"),
		green: f("\x1b[32m", "\x1b[39m"),
		yellow: f("\x1b[33m", "\x1b[39m"),
		blue: f("\x1b[34m", "\x1b[39m"),
		magenta: f("\x1b[35m", "\x1b[39m"),
		cyan: f("\x1b[36m", "\x1b[39m"),
		white: f("\x1b[37m", "\x1b[39m"),
		gray: f("\x1b[90m", "\x1b[39m"),

		bgBlack: f("\x1b[40m", "\x1b[49m"),
		bgRed: f("\x1b[41m", "\x1b[49m"),
		bgGreen: f("\x1b[42m", "\x1b[49m"),
		bgYellow: f("\x1b[43m", "\x1b[49m"),
		bgBlue: f("\x1b[44m", "\x1b[49m"),
		bgMagenta: f("\x1b[45m", "\x1b[49m"),
		bgCyan: f("\x1b[46m", "\x1b[49m"),
		bgWhite: f("\x1b[47m", "\x1b[49m"),

		blackBright: f("\x1b[90m", "\x1b[39m"),
		redBright: f("\x1b[91m", "\x1b[39m"),
		greenBright: f("\x1b[92m", "\x1b[39m"),
		yellowBright: f("\x1b[93m", "\x1b[39m"),
		blueBright: f("\x1b[94m", "\x1b[39m"),
		magentaBright: f("\x1b[95m", "\x1b[39m"),
		cyanBright: f("\x1b[96m", "\x1b[39m"),
		whiteBright: f("\x1b[97m", "\x1b[39m"),

		bgBlackBright: f("\x1b[100m", "\x1b[49m"),
		bgRedBright: f("\x1b[101m", "\x1b[49m"),
		bgGreenBright: f("\x1b[102m", "\x1b[49m"),
		bgYellowBright: f("\x1b[103m", "\x1b[49m"),
		bgBlueBright: f("\x1b[104m", "\x1b[49m"),
		bgMagentaBright: f("\x1b[105m", "\x1b[49m"),
		bgCyanBright: f("\x1b[106m", "\x1b[49m"),
		bgWhiteBright: f("\x1b[107m", "\x1b[49m"),
	}
}

module.exports = createColors()
module.exports.createColors = createColors


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

/***/ 66270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

;// CONCATENATED MODULE: ./node_modules/commander/lib/error.js
/**
 * CommanderError class
 */
class CommanderError extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = undefined;
  }
}

/**
 * InvalidArgumentError class
 */
class InvalidArgumentError extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, 'commander.invalidArgument', message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/argument.js


class argument_Argument {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */

  constructor(name, description) {
    this.description = description || '';
    this.variadic = false;
    this.parseArg = undefined;
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.argChoices = undefined;

    switch (name[0]) {
      case '<': // e.g. <required>
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case '[': // e.g. [optional]
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }

    if (this._name.endsWith('...')) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }

  /**
   * Return argument name.
   *
   * @return {string}
   */

  name() {
    return this._name;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }

  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
}

/**
 * Takes an argument and returns its human readable equivalent for help usage.
 *
 * @param {Argument} arg
 * @return {string}
 * @private
 */

function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:process"
var external_node_process_ = __webpack_require__(1708);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./node_modules/commander/lib/help.js



/**
 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
 * @typedef { import("./argument.js").Argument } Argument
 * @typedef { import("./command.js").Command } Command
 * @typedef { import("./option.js").Option } Option
 */

// Although this is a class, methods are static in style to allow override using subclass or just functions.
class Help {
  constructor() {
    this.helpWidth = undefined;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }

  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }

  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */

  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        // @ts-ignore: because overloaded return type
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }

  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
      return option.short
        ? option.short.replace(/^-/, '')
        : option.long.replace(/^--/, '');
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }

  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    // Built-in help option.
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption); // no changes needed
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.long, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.short, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }

  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];

    const globalOptions = [];
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden,
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }

  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */

  visibleArguments(cmd) {
    // Side effect! Apply the legacy descriptions before the arguments are displayed.
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description =
          argument.description || cmd._argsDescription[argument.name()] || '';
      });
    }

    // If there are any arguments with a description then return all the arguments.
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }

  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandTerm(cmd) {
    // Legacy. Ignores custom usage string, and nested commands.
    const args = cmd.registeredArguments
      .map((arg) => humanReadableArgName(arg))
      .join(' ');
    return (
      cmd._name +
      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
      (args ? ' ' + args : '')
    );
  }

  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */

  optionTerm(option) {
    return option.flags;
  }

  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */

  argumentTerm(argument) {
    return argument.name();
  }

  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
        ),
      );
    }, 0);
  }

  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
        ),
      );
    }, 0);
  }

  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandUsage(cmd) {
    // Usage
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + '|' + cmd._aliases[0];
    }
    let ancestorCmdNames = '';
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
  }

  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.description();
  }

  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.summary() || cmd.description();
  }

  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */

  optionDescription(option) {
    const extraInfo = [];

    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (option.defaultValue !== undefined) {
      // default for boolean and negated more for programmer than end user,
      // but show true/false for boolean option as may be for hand-rolled env or config processing.
      const showDefault =
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
        );
      }
    }
    // preset for boolean and negated are more for programmer than end user
    if (option.presetArg !== undefined && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== undefined) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }

    return option.description;
  }

  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */

  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (argument.defaultValue !== undefined) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }

  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];

    return [helper.styleTitle(heading), ...items, ''];
  }

  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = new Map();
    // Add groups in order of appearance in unsortedItems.
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    // Add items in order of appearance in visibleItems.
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }

  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */

  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }

    // Usage
    let output = [
      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      '',
    ];

    // Description
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth,
        ),
        '',
      ]);
    }

    // Arguments
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument)),
      );
    });
    output = output.concat(
      this.formatItemList('Arguments:', argumentList, helper),
    );

    // Options
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? 'Options:',
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option)),
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });

    if (helper.showGlobalOptions) {
      const globalOptionList = helper
        .visibleGlobalOptions(cmd)
        .map((option) => {
          return callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option)),
          );
        });
      output = output.concat(
        this.formatItemList('Global Options:', globalOptionList, helper),
      );
    }

    // Commands
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || 'Commands:',
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });

    return output.join('\n');
  }

  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return (0,external_node_util_.stripVTControlCharacters)(str).length;
  }

  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }

  styleUsage(str) {
    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
    //    command subcommand [options] [command] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word === '[command]') return this.styleSubcommandText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleCommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    // This is very like usage with lots of parts! Assume default string which is formed like:
    //    subcommand [options] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleSubcommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }

  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper),
    );
  }

  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }

  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = ' '.repeat(itemIndent);
    if (!description) return itemIndentStr + term;

    // Pad the term out to a consistent width, so descriptions are aligned.
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term),
    );

    // Format the description.
    const spacerWidth = 2; // between term and description
    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (
      remainingWidth < this.minWidthToWrap ||
      helper.preformatted(description)
    ) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        '\n' + ' '.repeat(termWidth + spacerWidth),
      );
    }

    // Construct and overall indent.
    return (
      itemIndentStr +
      paddedTerm +
      ' '.repeat(spacerWidth) +
      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
    );
  }

  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;

    const rawLines = str.split(/\r\n|\n/);
    // split up text by whitespace
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push('');
        return;
      }

      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        // Accumulate chunks while they fit into width.
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(''));

        const nextChunk = chunk.trimStart(); // trim space at line break
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(''));
    });

    return wrappedLines.join('\n');
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/option.js


class option_Option {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */

  constructor(flags, description) {
    this.flags = flags;
    this.description = description || '';

    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
    this.optional = flags.includes('['); // A value is optional when the option is specified.
    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
    this.variadic = /\p{ID_Continue}\.\.\.[>\]]$/u.test(flags); // The option can take multiple values.
    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith('--no-');
    }
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.presetArg = undefined;
    this.envVar = undefined;
    this.parseArg = undefined;
    this.hidden = false;
    this.argChoices = undefined;
    this.conflictsWith = [];
    this.implied = undefined;
    this.helpGroupHeading = undefined; // soft initialised when option added to command
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */

  preset(arg) {
    this.presetArg = arg;
    return this;
  }

  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */

  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }

  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === 'string') {
      // string is not documented, but easy mistake and we can do what user probably intended.
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }

  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */

  env(name) {
    this.envVar = name;
    return this;
  }

  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */

  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }

  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */

  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Return option name.
   *
   * @return {string}
   */

  name() {
    if (this.long) {
      return this.long.replace(/^--/, '');
    }
    return this.short.replace(/^-/, '');
  }

  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */

  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ''));
    }
    return camelcase(this.name());
  }

  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }

  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */

  is(arg) {
    return this.short === arg || this.long === arg;
  }

  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */

  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
}

/**
 * This class is to make it easier to work with dual options, without changing the existing
 * implementation. We support separate dual options for separate positive and negative options,
 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
 * use cases, but is tricky for others where we want separate behaviours despite
 * the single shared option value.
 */
class DualOptions {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = new Map();
    this.negativeOptions = new Map();
    this.dualOptions = new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }

  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;

    // Use the value to deduce if (probably) came from the option.
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== undefined ? preset : false;
    return option.negate === (negativeValue === value);
  }
}

/**
 * Convert string from kebab-case to camelCase.
 *
 * @param {string} str
 * @return {string}
 * @private
 */

function camelcase(str) {
  return str.split('-').reduce((str, word) => {
    return str + word[0].toUpperCase() + word.slice(1);
  });
}

/**
 * Split the short and long flag out of something like '-m,--mixed <value>'
 *
 * @private
 */

function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  // short flag, single dash and single character
  const shortFlagExp = /^-[^-]$/;
  // long flag, double dash and at least one character
  const longFlagExp = /^--[^-]/;

  const flagParts = flags.split(/[ |,]+/).concat('guard');
  // Normal is short and/or long.
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  // Long then short. Rarely used but fine.
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  // Allow two long flags, like '--ws, --workspace'
  // This is the supported way to have a shortish option flag.
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }

  // Check for unprocessed flag. Fail noisily rather than silently ignore.
  if (flagParts[0].startsWith('-')) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);

    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === undefined && longFlag === undefined)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`,
    );

  return { shortFlag, longFlag };
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/suggestSimilar.js
const maxDistance = 3;

function editDistance(a, b) {
  // https://en.wikipedia.org/wiki/Damerau\u2013Levenshtein_distance
  // Calculating optimal string alignment distance, no substring is edited more than once.
  // (Simple implementation.)

  // Quick early exit, return worst case.
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);

  // distance between prefix substrings of a and b
  const d = [];

  // pure deletions turn a into empty string
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  // pure insertions turn empty string into b
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }

  // fill matrix
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1, // deletion
        d[i][j - 1] + 1, // insertion
        d[i - 1][j - 1] + cost, // substitution
      );
      // transposition
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }

  return d[a.length][b.length];
}

/**
 * Find close matches, restricted to same number of edits.
 *
 * @param {string} word
 * @param {string[]} candidates
 * @returns {string}
 */

function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return '';
  // remove possible duplicates
  candidates = Array.from(new Set(candidates));

  const searchingOptions = word.startsWith('--');
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }

  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return; // no one character guesses

    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        // better edit distance, throw away previous worse matches
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });

  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }

  if (similar.length > 1) {
    return `\n(Did you mean one of ${similar.join(', ')}?)`;
  }
  if (similar.length === 1) {
    return `\n(Did you mean ${similar[0]}?)`;
  }
  return '';
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/command.js













class command_Command extends external_node_events_.EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */

  constructor(name) {
    super();
    /** @type {Command[]} */
    this.commands = [];
    /** @type {Option[]} */
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    /** @type {Argument[]} */
    this.registeredArguments = [];
    this._args = this.registeredArguments; // deprecated old name
    /** @type {string[]} */
    this.args = []; // cli args with options removed
    this.rawArgs = [];
    this.processedArgs = []; // like .args but after custom processing and collecting variadic
    this._scriptPath = null;
    this._name = name || '';
    this._optionValues = {};
    this._optionValueSources = {}; // default, env, cli etc
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null; // custom name for executable
    this._executableDir = null; // custom search directory for subcommands
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = '';
    this._summary = '';
    this._argsDescription = undefined; // legacy
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {}; // a hash of arrays
    /** @type {(boolean | string)} */
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null; // used in save/restoreStateBeforeParse

    // see configureOutput() for docs
    this._outputConfiguration = {
      writeOut: (str) => external_node_process_.stdout.write(str),
      writeErr: (str) => external_node_process_.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () =>
        external_node_process_.stdout.isTTY ? external_node_process_.stdout.columns : undefined,
      getErrHelpWidth: () =>
        external_node_process_.stderr.isTTY ? external_node_process_.stderr.columns : undefined,
      getOutHasColors: () =>
        useColor() ?? (external_node_process_.stdout.isTTY && external_node_process_.stdout.hasColors?.()),
      getErrHasColors: () =>
        useColor() ?? (external_node_process_.stderr.isTTY && external_node_process_.stderr.hasColors?.()),
      stripColor: (str) => (0,external_node_util_.stripVTControlCharacters)(str),
    };

    this._hidden = false;
    /** @type {(Option | null | undefined)} */
    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
    /** @type {Command} */
    this._helpCommand = undefined; // lazy initialised, inherited
    this._helpConfiguration = {};
    /** @type {string | undefined} */
    this._helpGroupHeading = undefined; // soft initialised when added to parent
    /** @type {string | undefined} */
    this._defaultCommandGroup = undefined;
    /** @type {string | undefined} */
    this._defaultOptionGroup = undefined;
  }

  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue =
      sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

    return this;
  }

  /**
   * @returns {Command[]}
   * @private
   */

  _getCommandAndAncestors() {
    const result = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }

  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */

  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === 'object' && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);

    if (desc) return this;
    return cmd;
  }

  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */

  createCommand(name) {
    return new command_Command(name);
  }

  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */

  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }

  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureHelp(configuration) {
    if (configuration === undefined) return this._helpConfiguration;

    this._helpConfiguration = configuration;
    return this;
  }

  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureOutput(configuration) {
    if (configuration === undefined) return this._outputConfiguration;

    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration,
    };
    return this;
  }

  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }

  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }

  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */

  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }

    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();

    return this;
  }

  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */

  createArgument(name, description) {
    return new argument_Argument(name, description);
  }

  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === 'function') {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }

  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */

  arguments(names) {
    names
      .trim()
      .split(/ +/)
      .forEach((detail) => {
        this.argument(detail);
      });
    return this;
  }

  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`,
      );
    }
    if (
      argument.required &&
      argument.defaultValue !== undefined &&
      argument.parseArg === undefined
    ) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`,
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }

  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */

  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === 'boolean') {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        // make the command to store the group
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }

    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? 'display help for command';

    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    // init group unless lazy create
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

    return this;
  }

  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    // If not passed an object, call through to helpCommand for backwards compatibility,
    // as addHelpCommand was originally used like helpCommand is now.
    if (typeof helpCommand !== 'object') {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }

  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand =
      this._addImplicitHelpCommand ??
      (this.commands.length &&
        !this._actionHandler &&
        !this._findCommand('help'));

    if (hasImplicitHelpCommand) {
      if (this._helpCommand === undefined) {
        this.helpCommand(undefined, undefined); // use default name and description
      }
      return this._helpCommand;
    }
    return null;
  }

  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */

  hook(event, listener) {
    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }

  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */

  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== 'commander.executeSubCommandAsync') {
          throw err;
        } else {
          // Async callback from spawn events, not useful to throw.
        }
      };
    }
    return this;
  }

  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */

  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
      // Expecting this line is not reached.
    }
    external_node_process_.exit(exitCode);
  }

  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */

  action(fn) {
    const listener = (args) => {
      // The .action callback takes an extra parameter which is the command or options.
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);

      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }

  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */

  createOption(flags, description) {
    return new option_Option(flags, description);
  }

  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */

  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === 'commander.invalidArgument') {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }

  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */

  _registerOption(option) {
    const matchingOption =
      (option.short && this._findOption(option.short)) ||
      (option.long && this._findOption(option.long));
    if (matchingOption) {
      const matchingFlag =
        option.long && this._findOption(option.long)
          ? option.long
          : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }

    this._initOptionGroup(option);
    this.options.push(option);
  }

  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */

  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };

    const alreadyUsed = knownBy(command).find((name) =>
      this._findCommand(name),
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
      const newCmd = knownBy(command).join('|');
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
      );
    }

    this._initCommandGroup(command);
    this.commands.push(command);
  }

  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);

    const oname = option.name();
    const name = option.attributeName();

    // store default value
    if (option.defaultValue !== undefined) {
      this.setOptionValueWithSource(name, option.defaultValue, 'default');
    }

    // handler for cli and env supplied values
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      // val is null for optional option used without an optional-argument.
      // val is undefined for boolean and negated option.
      if (val == null && option.presetArg !== undefined) {
        val = option.presetArg;
      }

      // custom processing
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }

      // Fill-in appropriate missing values. Long winded but easy to follow.
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = ''; // not normal, parseArg might have failed or be a mock function for testing
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };

    this.on('option:' + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, 'cli');
    });

    if (option.envVar) {
      this.on('optionEnv:' + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, 'env');
      });
    }

    return this;
  }

  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === 'object' && flags instanceof option_Option) {
      throw new Error(
        'To add an Option object use addOption() instead of option() or requiredOption()',
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === 'function') {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      // deprecated
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }

    return this.addOption(option);
  }

  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }

  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue,
    );
  }

  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }

  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }

  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }

  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }

  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }

  /**
   * @private
   */

  _checkForBrokenPassThrough() {
    if (
      this.parent &&
      this._passThroughOptions &&
      !this.parent._enablePositionalOptions
    ) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
      );
    }
  }

  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */

  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error('call .storeOptionsAsProperties() before adding options');
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        'call .storeOptionsAsProperties() before setting option values',
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }

  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */

  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }

  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */

  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, undefined);
  }

  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */

  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }

  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }

  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSourceWithGlobals(key) {
    // global overwrites local, like optsWithGlobals
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (Object.hasOwn(cmd._optionValueSources, key)) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }

  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */

  _prepareUserArgs(argv, parseOptions) {
    if (argv !== undefined && !Array.isArray(argv)) {
      throw new Error('first parameter to parse must be array or undefined');
    }
    parseOptions = parseOptions || {};

    // auto-detect argument conventions if nothing supplied
    if (argv === undefined && parseOptions.from === undefined) {
      if (external_node_process_.versions?.electron) {
        parseOptions.from = 'electron';
      }
      // check node specific options for scenarios where user CLI args follow executable without scriptname
      const execArgv = external_node_process_.execArgv ?? [];
      if (
        execArgv.includes('-e') ||
        execArgv.includes('--eval') ||
        execArgv.includes('-p') ||
        execArgv.includes('--print')
      ) {
        parseOptions.from = 'eval'; // internal usage, not documented
      }
    }

    // default to using process.argv
    if (argv === undefined) {
      argv = external_node_process_.argv;
    }
    this.rawArgs = argv.slice();

    // extract the user args and scriptPath
    let userArgs;
    switch (parseOptions.from) {
      case undefined:
      case 'node':
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case 'electron':
        // @ts-ignore: because defaultApp is an unknown property
        if (external_node_process_.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case 'user':
        userArgs = argv.slice(0);
        break;
      case 'eval':
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`,
        );
    }

    // Find default name for program from arguments.
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || 'program';

    return userArgs;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */

  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);

    return this;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */

  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);

    return this;
  }

  _prepareForParse() {
    // Save the state the first time, then restore the state before each subsequent parse.
    if (this._savedState === null) {
      // Do the special default of lone negated option to true, now that we have all the options.
      // Filter for negated options that have not been processed already.
      this.options
        .filter(
          (option) =>
            option.negate &&
            option.defaultValue === undefined &&
            this.getOptionValue(option.attributeName()) === undefined,
        )
        .forEach((option) => {
          // check for lone negated option: --no-foo without a --foo option
          const positiveLongFlag = option.long.replace(/^--no-/, '--');
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              option.attributeName(),
              true,
              'default',
            );
          }
        });

      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }

  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources },
    };
  }

  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

    // clear state from _prepareUserArgs
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    // clear state from setOptionValueWithSource
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    // clear state from _parseCommand
    this.args = [];
    // clear state from _processArguments
    this.processedArgs = [];
  }

  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (external_node_fs_.existsSync(executableFile)) return;

    const executableDirMessage = executableDir
      ? `searched for local subcommand relative to directory '${executableDir}'`
      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }

  /**
   * Execute a sub-command executable.
   *
   * @private
   */

  _executeSubCommand(subcommand, args) {
    args = args.slice();
    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

    function findFile(baseDir, baseName) {
      // Look for specified file
      const localBin = external_node_path_.resolve(baseDir, baseName);
      if (external_node_fs_.existsSync(localBin)) return localBin;

      // Stop looking if candidate already has an expected extension.
      if (sourceExt.includes(external_node_path_.extname(baseName))) return undefined;

      // Try all the extensions.
      const foundExt = sourceExt.find((ext) =>
        external_node_fs_.existsSync(`${localBin}${ext}`),
      );
      if (foundExt) return `${localBin}${foundExt}`;

      return undefined;
    }

    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // executableFile and executableDir might be full path, or just a name
    let executableFile =
      subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || '';
    if (this._scriptPath) {
      let resolvedScriptPath; // resolve possible symlink for installed npm binary
      try {
        resolvedScriptPath = external_node_fs_.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = external_node_path_.resolve(
        external_node_path_.dirname(resolvedScriptPath),
        executableDir,
      );
    }

    // Look for a local file in preference to a command in PATH.
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);

      // Legacy search using prefix of script name instead of command name
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = external_node_path_.basename(
          this._scriptPath,
          external_node_path_.extname(this._scriptPath),
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`,
          );
        }
      }
      executableFile = localFile || executableFile;
    }

    const launchWithNode = sourceExt.includes(external_node_path_.extname(executableFile));

    let proc;
    if (external_node_process_.platform !== 'win32') {
      if (launchWithNode) {
        args.unshift(executableFile);
        // add executable arguments to spawn
        args = incrementNodeInspectorPort(external_node_process_.execArgv).concat(args);

        proc = external_node_child_process_.spawn(external_node_process_.argv[0], args, { stdio: 'inherit' });
      } else {
        proc = external_node_child_process_.spawn(executableFile, args, { stdio: 'inherit' });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name,
      );
      args.unshift(executableFile);
      // add executable arguments to spawn
      args = incrementNodeInspectorPort(external_node_process_.execArgv).concat(args);
      proc = external_node_child_process_.spawn(external_node_process_.execPath, args, { stdio: 'inherit' });
    }

    if (!proc.killed) {
      // testing mainly to avoid leak warnings during unit tests with mocked spawn
      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => {
        external_node_process_.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            // @ts-ignore because signals not typed to known strings
            proc.kill(signal);
          }
        });
      });
    }

    // By default terminate process when spawned process terminates.
    const exitCallback = this._exitCallback;
    proc.on('close', (code) => {
      code = code ?? 1; // code is null if spawned process terminated due to a signal
      if (!exitCallback) {
        external_node_process_.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            'commander.executeSubCommandAsync',
            '(close)',
          ),
        );
      }
    });
    proc.on('error', (err) => {
      // @ts-ignore: because err.code is an unknown property
      if (err.code === 'ENOENT') {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name,
        );
        // @ts-ignore: because err.code is an unknown property
      } else if (err.code === 'EACCES') {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        external_node_process_.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          'commander.executeSubCommandAsync',
          '(error)',
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });

    // Store the reference to the child process
    this.runningCommand = proc;
  }

  /**
   * @private
   */

  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });

    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      'preSubcommand',
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }

  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */

  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }

    // Fallback to parsing the help flag to invoke the help.
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
    );
  }

  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */

  _checkNumberOfArguments() {
    // too few
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    // too many
    if (
      this.registeredArguments.length > 0 &&
      this.registeredArguments[this.registeredArguments.length - 1].variadic
    ) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }

  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */

  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      // Extra processing for nice error message on parsing failure.
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage,
        );
      }
      return parsedValue;
    };

    this._checkNumberOfArguments();

    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        // Collect together remaining arguments for passing together as an array.
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === undefined) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }

  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCall(promise, fn) {
    // thenable
    if (promise?.then && typeof promise.then === 'function') {
      // already have a promise, chain callback
      return promise.then(() => fn());
    }
    // callback might return a promise
    return fn();
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors()
      .reverse()
      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
      .forEach((hookedCommand) => {
        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
          hooks.push({ hookedCommand, callback });
        });
      });
    if (event === 'postAction') {
      hooks.reverse();
    }

    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== undefined) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }

  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */

  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);

    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (
      this._getHelpCommand() &&
      operands[0] === this._getHelpCommand().name()
    ) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown,
      );
    }
    if (
      this.commands.length &&
      this.args.length === 0 &&
      !this._actionHandler &&
      !this._defaultCommandName
    ) {
      // probably missing subcommand and no handler, user needs help (and exit)
      this.help({ error: true });
    }

    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // We do not always call this check to avoid masking a "better" error, like unknown command.
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };

    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();

      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
      promiseChain = this._chainOrCall(promiseChain, () =>
        this._actionHandler(this.processedArgs),
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown); // legacy
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown); // legacy
    } else if (operands.length) {
      if (this._findCommand('*')) {
        // legacy default command
        return this._dispatchSubcommand('*', operands, unknown);
      }
      if (this.listenerCount('command:*')) {
        // skip option check, emit event for possible misspelling suggestion
        this.emit('command:*', operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
      // fall through for caller to handle after calling .parse()
    }
  }

  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return undefined;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name),
    );
  }

  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */

  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }

  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */

  _checkForMissingMandatoryOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (
          anOption.mandatory &&
          cmd.getOptionValue(anOption.attributeName()) === undefined
        ) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }

  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === undefined) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== 'default';
    });

    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0,
    );

    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
        option.conflictsWith.includes(defined.attributeName()),
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }

  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }

  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */

  parseOptions(args) {
    const operands = []; // operands, not options or values
    const unknown = []; // first unknown option and remaining unknown args
    let dest = operands;

    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === '-';
    }

    const negativeNumberArg = (arg) => {
      // return false if not a negative number
      if (!/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(arg)) return false;
      // negative number is ok unless digit used as an option in command hierarchy
      return !this._getCommandAndAncestors().some((cmd) =>
        cmd.options
          .map((opt) => opt.short)
          .some((short) => /^-\d$/.test(short)),
      );
    };

    // parse options
    let activeVariadicOption = null;
    let activeGroup = null; // working through group of short options, like -abc
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;

      // literal
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }

      if (
        activeVariadicOption &&
        (!maybeOption(arg) || negativeNumberArg(arg))
      ) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;

      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        // recognised option, call listener to assign value with possible custom processing
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === undefined) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            // historical behaviour is optional value is following arg unless an option
            if (
              i < args.length &&
              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
            ) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            // boolean flag
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }

      // Look for combo options following single dash, eat first one if known.
      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (
            option.required ||
            (option.optional && this._combineFlagAndOptionalValue)
          ) {
            // option with value following in same argument
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            // boolean option
            this.emit(`option:${option.name()}`);
            // remove the processed option and keep processing group
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }

      // Look for known long flag with value, like --foo=bar
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf('=');
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }

      // Not a recognised option by this command.
      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
      // A negative number in a leaf command is not an unknown option.
      if (
        dest === operands &&
        maybeOption(arg) &&
        !(this.commands.length === 0 && negativeNumberArg(arg))
      ) {
        dest = unknown;
      }

      // If using positionalOptions, stop processing our options at subcommand.
      if (
        (this._enablePositionalOptions || this._passThroughOptions) &&
        operands.length === 0 &&
        unknown.length === 0
      ) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (
          this._getHelpCommand() &&
          arg === this._getHelpCommand().name()
        ) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }

      // If using passThroughOptions, stop processing options at first command-argument.
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }

      // add arg
      dest.push(arg);
    }

    return { operands, unknown };
  }

  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      // Preserve original behaviour so backwards compatible when still using properties
      const result = {};
      const len = this.options.length;

      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] =
          key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }

    return this._optionValues;
  }

  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    // globals overwrite locals
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {},
    );
  }

  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    // output handling
    this._outputConfiguration.outputError(
      `${message}\n`,
      this._outputConfiguration.writeErr,
    );
    if (typeof this._showHelpAfterError === 'string') {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr('\n');
      this.outputHelp({ error: true });
    }

    // exit handling
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || 'commander.error';
    this._exit(exitCode, code, message);
  }

  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in external_node_process_.env) {
        const optionKey = option.attributeName();
        // Priority check. Do not overwrite cli or options from unknown source (client-code).
        if (
          this.getOptionValue(optionKey) === undefined ||
          ['default', 'config', 'env'].includes(
            this.getOptionValueSource(optionKey),
          )
        ) {
          if (option.required || option.optional) {
            // option can take a value
            // keep very simple, optional always takes value
            this.emit(`optionEnv:${option.name()}`, external_node_process_.env[option.envVar]);
          } else {
            // boolean
            // keep very simple, only care that envVar defined and not the value
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }

  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return (
        this.getOptionValue(optionKey) !== undefined &&
        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
      );
    };
    this.options
      .filter(
        (option) =>
          option.implied !== undefined &&
          hasCustomOptionValue(option.attributeName()) &&
          dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option,
          ),
      )
      .forEach((option) => {
        Object.keys(option.implied)
          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
          .forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              'implied',
            );
          });
      });
  }

  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */

  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: 'commander.missingArgument' });
  }

  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */

  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: 'commander.optionMissingArgument' });
  }

  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */

  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
  }

  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    // The calling code does not know whether a negated option is the source of the
    // value, so do some work to take an educated guess.
    const findBestOptionFromValue = (option) => {
      const optionKey = option.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName(),
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName(),
      );
      if (
        negativeOption &&
        ((negativeOption.presetArg === undefined && optionValue === false) ||
          (negativeOption.presetArg !== undefined &&
            optionValue === negativeOption.presetArg))
      ) {
        return negativeOption;
      }
      return positiveOption || option;
    };

    const getErrorMessage = (option) => {
      const bestOption = findBestOptionFromValue(option);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === 'env') {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };

    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: 'commander.conflictingOption' });
  }

  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */

  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = '';

    if (flag.startsWith('--') && this._showSuggestionAfterError) {
      // Looping to pick up the global options too
      let candidateFlags = [];
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      let command = this;
      do {
        const moreFlags = command
          .createHelp()
          .visibleOptions(command)
          .filter((option) => option.long)
          .map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }

    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: 'commander.unknownOption' });
  }

  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */

  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;

    const expected = this.registeredArguments.length;
    const s = expected === 1 ? '' : 's';
    const received = receivedArgs.length;
    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
    const details = receivedArgs.join(', ');
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${received}: ${details}.`;
    this.error(message, { code: 'commander.excessArguments' });
  }

  /**
   * Unknown command.
   *
   * @private
   */

  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = '';

    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp()
        .visibleCommands(this)
        .forEach((command) => {
          candidateNames.push(command.name());
          // just visible alias
          if (command.alias()) candidateNames.push(command.alias());
        });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }

    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: 'commander.unknownCommand' });
  }

  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */

  version(str, flags, description) {
    if (str === undefined) return this._version;
    this._version = str;
    flags = flags || '-V, --version';
    description = description || 'output the version number';
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);

    this.on('option:' + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}\n`);
      this._exit(0, 'commander.version', str);
    });
    return this;
  }

  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === undefined && argsDescription === undefined)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }

  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === undefined) return this._summary;
    this._summary = str;
    return this;
  }

  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */

  alias(alias) {
    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

    /** @type {Command} */
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let command = this;
    if (
      this.commands.length !== 0 &&
      this.commands[this.commands.length - 1]._executableHandler
    ) {
      // assume adding alias for last added executable subcommand, rather than this
      command = this.commands[this.commands.length - 1];
    }

    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      // c.f. _registerCommand
      const existingCmd = [matchingCommand.name()]
        .concat(matchingCommand.aliases())
        .join('|');
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
      );
    }

    command._aliases.push(alias);
    return this;
  }

  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */

  aliases(aliases) {
    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
    if (aliases === undefined) return this._aliases;

    aliases.forEach((alias) => this.alias(alias));
    return this;
  }

  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  usage(str) {
    if (str === undefined) {
      if (this._usage) return this._usage;

      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return []
        .concat(
          this.options.length || this._helpOption !== null ? '[options]' : [],
          this.commands.length ? '[command]' : [],
          this.registeredArguments.length ? args : [],
        )
        .join(' ');
    }

    this._usage = str;
    return this;
  }

  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  name(str) {
    if (str === undefined) return this._name;
    this._name = str;
    return this;
  }

  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */

  helpGroup(heading) {
    if (heading === undefined) return this._helpGroupHeading ?? '';
    this._helpGroupHeading = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:');
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === undefined) return this._defaultCommandGroup ?? '';
    this._defaultCommandGroup = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === undefined) return this._defaultOptionGroup ?? '';
    this._defaultOptionGroup = heading;
    return this;
  }

  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }

  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }

  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or import.meta.filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(import.meta.filename);
   *
   * @param {string} filename
   * @return {Command}
   */

  nameFromFilename(filename) {
    this._name = external_node_path_.basename(filename, external_node_path_.extname(filename));

    return this;
  }

  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(import.meta.dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */

  executableDir(path) {
    if (path === undefined) return this._executableDir;
    this._executableDir = path;
    return this;
  }

  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */

  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors,
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }

  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */

  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }

  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === 'function') {
      deprecatedCallback = contextOptions;
      contextOptions = undefined;
    }

    const outputContext = this._getOutputContext(contextOptions);
    /** @type {HelpTextEventContext} */
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this,
    };

    this._getCommandAndAncestors()
      .reverse()
      .forEach((command) => command.emit('beforeAllHelp', eventContext));
    this.emit('beforeHelp', eventContext);

    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (
        typeof helpInformation !== 'string' &&
        !Buffer.isBuffer(helpInformation)
      ) {
        throw new Error('outputHelp callback must return a string or a Buffer');
      }
    }
    outputContext.write(helpInformation);

    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long); // deprecated
    }
    this.emit('afterHelp', eventContext);
    this._getCommandAndAncestors().forEach((command) =>
      command.emit('afterAllHelp', eventContext),
    );
  }

  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help', 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */

  helpOption(flags, description) {
    // Support enabling/disabling built-in help option.
    if (typeof flags === 'boolean') {
      if (flags) {
        if (this._helpOption === null) this._helpOption = undefined; // reenable
        if (this._defaultOptionGroup) {
          // make the option to store the group
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null; // disable
      }
      return this;
    }

    // Customise flags and description.
    this._helpOption = this.createOption(
      flags ?? '-h, --help',
      description ?? 'display help for command',
    );
    // init group unless lazy create
    if (flags || description) this._initOptionGroup(this._helpOption);

    return this;
  }

  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    // Lazy create help option on demand.
    if (this._helpOption === undefined) {
      this.helpOption(undefined, undefined);
    }
    return this._helpOption;
  }

  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }

  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(external_node_process_.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
    if (
      exitCode === 0 &&
      contextOptions &&
      typeof contextOptions !== 'function' &&
      contextOptions.error
    ) {
      exitCode = 1;
    }
    // message: do not have all displayed text available so only passing placeholder.
    this._exit(exitCode, 'commander.help', '(outputHelp)');
  }

  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */

  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */

  addHelpText(position, text) {
    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }

    const helpEvent = `${position}Help`;
    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
      let helpStr;
      if (typeof text === 'function') {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      // Ignore falsy value when nothing to output.
      if (helpStr) {
        context.write(`${helpStr}\n`);
      }
    });
    return this;
  }

  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */

  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      // (Do not have all displayed text available so only passing placeholder.)
      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
    }
  }
}

/**
 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
 *
 * @param {string[]} args - array of arguments from node.execArgv
 * @returns {string[]}
 * @private
 */

function incrementNodeInspectorPort(args) {
  // Testing for these options:
  //  --inspect[=[host:]port]
  //  --inspect-brk[=[host:]port]
  //  --inspect-wait[=[host:]port]
  //  --inspect-port=[host:]port
  //
  // Host can be an IP literal encapsulated within square brackets (e.g. [::1]),
  // an IPv4 address in dotted-decimal form (e.g. 192.168.0.1), or a registered name.
  // https://www.rfc-editor.org/rfc/rfc3986.html#section-3.2.2
  return args.map((arg) => {
    if (!arg.startsWith('--inspect')) {
      return arg;
    }
    let debugOption;
    let debugHost = '127.0.0.1';
    let debugPort = '9229';
    let match;
    if ((match = arg.match(/^(--inspect(-brk|-wait)?)$/)) !== null) {
      // e.g. --inspect
      debugOption = match[1];
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+)$/,
      )) !== null
    ) {
      // Matches a host or a port, but not both. No colon to separate them.
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        // Plain digits so a port number.
        // e.g. --inspect=1234
        debugPort = match[3];
      } else {
        // Assume a host.
        // e.g. --inspect=localhost, --inspect=[::1], --inspect=192.168.0.1
        debugHost = match[3];
      }
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+):(\d+)$/,
      )) !== null
    ) {
      // Matched host:port pattern.
      // e.g. --inspect=localhost:1234, --inspect=[::1]:1234, --inspect=192.168.0.1:1234
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }

    if (debugOption && debugPort !== '0') {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}

/**
 * Exported for using from tests, not otherwise used outside this file.
 *
 * @returns {boolean | undefined}
 * @package
 */
function useColor() {
  // Test for common conventions.
  // NB: the observed behaviour is in combination with how author adds color! For example:
  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
  //   - we do test NO_COLOR, but Chalk does not
  //
  // References:
  // https://no-color.org
  // https://bixense.com/clicolors/
  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

  if (
    external_node_process_.env.NO_COLOR ||
    external_node_process_.env.FORCE_COLOR === '0' ||
    external_node_process_.env.FORCE_COLOR === 'false'
  )
    return false;
  if (external_node_process_.env.FORCE_COLOR || external_node_process_.env.CLICOLOR_FORCE !== undefined)
    return true;
  return undefined;
}

;// CONCATENATED MODULE: ./node_modules/commander/index.js






const program = new command_Command();

const createCommand = (name) => new Command(name);
const createOption = (flags, description) =>
  new Option(flags, description);
const createArgument = (name, description) =>
  new Argument(name, description);

/**
 * Expose classes
 */





// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/io.js
/**
 * The process surface the CLI touches, passed in so tests can run `main()` with their own streams and env.
 */

/**
 * A reader that stopped reading (`sitepub files d | head -1`) closes stdout: the next write fails with EPIPE.
 * The CLI then exits at once, quietly, with status 0, as ripgrep and fd do (git and ls die of SIGPIPE, which a
 * shell reports as 141 and `set -o pipefail` as a failure): the output nobody reads is not an error.
 */
function exitQuietlyOnBrokenPipe(stream, exit) {
    stream.on('error', (err) => {
        if (err.code === 'EPIPE')
            exit(0);
        else
            throw err;
    });
}
function processIo() {
    exitQuietlyOnBrokenPipe(process.stdout, (code) => process.exit(code));
    return {
        stdout: process.stdout,
        stderr: process.stderr,
        stdin: process.stdin,
        env: process.env,
        cwd: process.cwd(),
        home: process.env.HOME || process.env.USERPROFILE || external_node_os_.homedir(),
    };
}

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(57336);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/redact.js
/**
 * Secrets never reach the terminal: every line the CLI writes passes through a Redactor that knows the
 * token and password in use (and any Basic-auth value derived from them).
 */
class Redactor {
    #secrets = new Set();
    add(secret) {
        if (!secret || secret.length < 4)
            return;
        this.#secrets.add(secret);
        // Also the forms a secret takes on the wire, should anything ever echo a header.
        this.#secrets.add(Buffer.from(`token:${secret}`).toString('base64'));
        this.#secrets.add(encodeURIComponent(secret));
    }
    redact(text) {
        let out = text;
        for (const s of this.#secrets)
            if (out.includes(s))
                out = out.split(s).join('***');
        return out;
    }
}
/** Values of secret-bearing flags in raw argv (`--token X`, `--token=X`, `--password X`), known before parsing. */
function secretsInArgv(argv) {
    const found = [];
    const flags = new Set(['--token', '--password', '-t']);
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const eq = a.indexOf('=');
        if (eq > 0 && flags.has(a.slice(0, eq)))
            found.push(a.slice(eq + 1));
        else if (flags.has(a) && i + 1 < argv.length)
            found.push(argv[i + 1]);
    }
    return found;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(64714);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/hints.js
/**
 * Suggested commands that work when copied: every `sitepub \u2026` command the CLI suggests (in backticks, the
 * house style of messages) names the endpoint in use when it is not the default one, so it goes to the same
 * server as the command that printed it. Pure text functions; Output applies `withEndpoint` to what it prints.
 */

/** The endpoint a suggested command must carry: null for the default one (nothing to add). */
function hintEndpoint(url) {
    if (url === undefined)
        return null;
    return url.replace(/\/+$/, '') === limits/* DEFAULT_ENDPOINT */.mP ? null : url;
}
/** `sitepub <rest>`, with `--endpoint <url>` when the endpoint is not the default. */
function suggest(rest, endpoint) {
    return endpoint ? `sitepub --endpoint ${endpoint} ${rest}` : `sitepub ${rest}`;
}
/**
 * Adds `--endpoint <url>` to every backticked `sitepub \u2026` command of `text` that does not name one already. Not to
 * the server-side commands (`serve`, `edge`, `migrate`): they run a server rather than talk to one.
 */
function withEndpoint(text, endpoint) {
    if (!endpoint)
        return text;
    return text.replace(/`sitepub (?!--endpoint |-e |(?:serve|edge|migrate)\b)(?=[a-z<])/g, `\`sitepub --endpoint ${endpoint} `);
}
/**
 * The line before a deploy: who deploys where ("Running as me@example.com on https://surge.surge.sh"), and which
 * token when it is not the saved login's (`--token`, `SURGE_TOKEN`), since that one wins over the login.
 */
function runningAsLine(creds, endpoint) {
    if (!creds.email)
        return `Running with the token from ${creds.origin} on ${endpoint}`;
    return `Running as ${creds.email} on ${endpoint}${creds.origin === '~/.netrc' ? '' : ` (token from ${creds.origin})`}`;
}
/** The shell line that points later commands at a server (the CLI reads SURGE_ENDPOINT when --endpoint is absent). */
function exportEndpointLine(url) {
    return `export SURGE_ENDPOINT=${url}`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/output.js
/**
 * Everything the CLI prints goes through Output:
 * - results on stdout: human text, or with `--json` exactly one JSON document per command;
 * - status, warnings, progress and the error line on stderr (so `sitepub ... > file` captures only results);
 * - colour only when the stream is a TTY and neither NO_COLOR (https://no-color.org) nor --no-color is set;
 *   FORCE_COLOR=1 forces it on, FORCE_COLOR=0 off;
 * - every line through the Redactor, so a secret never reaches the terminal, even with --debug;
 * - every suggested `sitepub \u2026` command with `--endpoint <url>` when the endpoint is not the default (hints.ts).
 */



function colorEnabled(stream, env, flag) {
    if (flag === false)
        return false;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined)
        return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
    if (env.TERM === 'dumb')
        return false;
    return stream.isTTY === true;
}
class Output {
    json;
    debugEnabled;
    redactor;
    /** Colours for stdout text. */
    c;
    /** Colours for stderr text. */
    ce;
    io;
    hintEndpoint;
    constructor(io, options = {}) {
        this.io = io;
        this.json = options.json === true;
        this.debugEnabled = options.debug === true;
        this.redactor = options.redactor ?? new Redactor();
        this.hintEndpoint = options.hintEndpoint ?? null;
        this.c = picocolors.createColors(!this.json && colorEnabled(io.stdout, io.env, options.color));
        this.ce = picocolors.createColors(colorEnabled(io.stderr, io.env, options.color));
    }
    /** True when stderr is an interactive terminal and progress bars may be drawn. */
    get interactive() {
        return this.io.stderr.isTTY === true && !this.json && this.io.env.CI !== 'true';
    }
    #write(stream, text) {
        stream.write(this.redactor.redact(text.endsWith('\n') ? text : `${text}\n`));
    }
    /** Text for people: its suggested commands carry the endpoint in use. */
    #hint(text) {
        return withEndpoint(text, this.hintEndpoint);
    }
    /** The command's result: `value` as one JSON line with --json, otherwise the human rendering. */
    result(value, human) {
        if (this.json)
            this.#write(this.io.stdout, JSON.stringify(value));
        else {
            const text = typeof human === 'function' ? human() : human;
            if (text !== '')
                this.#write(this.io.stdout, this.#hint(text));
        }
    }
    /** A status line for humans (stderr); silent with --json. */
    status(text) {
        if (!this.json)
            this.#write(this.io.stderr, this.#hint(text));
    }
    /** A diagnostic line on stderr, also with --json (long-running commands: serve, edge). */
    log(text) {
        this.#write(this.io.stderr, text);
    }
    warn(text) {
        this.#write(this.io.stderr, `${this.ce.yellow('warning')} ${this.#hint(text)}`);
    }
    debug(text) {
        if (this.debugEnabled)
            this.#write(this.io.stderr, this.ce.dim(`debug ${text}`));
    }
    /** The one error line of a failed command (stderr); with --json also `{"error":{...}}` on stdout. */
    error(text, detail) {
        const message = this.#hint(text);
        this.#write(this.io.stderr, `${this.ce.red('error')} ${message.replace(/\s*\n\s*/g, ' ')}`);
        if (this.json)
            this.#write(this.io.stdout, JSON.stringify({ error: { message, ...detail } }));
    }
    /** Raw write to stderr for progress rendering (already redaction-free numbers and labels). */
    get progressStream() {
        return this.io.stderr;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/errors.js
/**
 * Client errors. `ApiError`: the server answered with a non-2xx status (or a deploy stream said it failed);
 * it carries the status, the `reason` header, the parsed body (either spec shape), the method and endpoint
 * path, and a message that says what to do. Credentials never appear in any of these.
 * `NetworkError`: no HTTP answer at all (connection refused/reset, timeout, aborted).
 */
/** A text body that is an HTML page rather than an API answer. */
function looksLikeHtml(text) {
    return /^\s*<(!doctype\s+html|html|head|body)[\s>]/i.test(text);
}
/** Normalises both spec error shapes (`{messages, details}` and `{message}`) and plain text. */
function parseErrorBody(body) {
    const out = { messages: [], details: {} };
    if (typeof body === 'string') {
        if (looksLikeHtml(body))
            out.html = true;
        else if (body.trim())
            out.messages.push(body.trim().slice(0, 500));
        return out;
    }
    if (!body || typeof body !== 'object')
        return out;
    const b = body;
    if (Array.isArray(b.messages))
        out.messages.push(...b.messages.filter((m) => typeof m === 'string'));
    if (typeof b.message === 'string') {
        out.message = b.message;
        if (!out.messages.includes(b.message))
            out.messages.push(b.message);
    }
    if (b.details && typeof b.details === 'object') {
        for (const [k, v] of Object.entries(b.details)) {
            if (typeof v === 'string')
                out.details[k] = v;
        }
    }
    return out;
}
/** "45 s", "5 min", "2 h 30 min": a wait as a person reads it. */
function friendlyWait(ms) {
    const s = Math.ceil(ms / 1000);
    if (s <= 120)
        return `${s} s`;
    const min = Math.ceil(s / 60);
    if (min < 120)
        return `${min} min`;
    return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
}
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * The wait a rate-limit answer's text states ("try in 5 minutes", "retry after 30 s", "(in 12 s)", "wait 1 hour"),
 * in ms; undefined when it names none. A duration counts only after in/after/wait/for, so "30 deploys per 15
 * minutes" is not a wait.
 */
function waitInText(text) {
    const m = /\b(?:in|after|wait|for)\s+(?:about\s+|another\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*(ms|millis\w*|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b/i.exec(text);
    if (!m)
        return undefined;
    const unit = m[2].toLowerCase();
    const key = unit === 'ms' || unit.startsWith('milli') ? 'ms' : unit[0];
    return Math.round(Number(m[1]) * UNIT_MS[key]);
}
function classify(status, reason, parsed) {
    const text = `${reason} ${parsed.messages.join(' ')}`.toLowerCase();
    switch (status) {
        case 400:
            return 'bad-request';
        case 401:
            return 'unauthorized';
        case 403:
            if (/rate.?limit|too many (deploys|requests)|try again/.test(text))
                return 'rate-limited';
            if (/too (large|big)|files|bytes|size|\bmb\b/.test(text))
                return 'too-large';
            return 'forbidden';
        case 404:
            return 'not-found';
        case 405:
            return 'not-allowed';
        case 409:
            return 'conflict';
        case 422:
            return 'invalid-domain';
        case 429:
            return 'rate-limited';
        default:
            return status >= 500 ? 'server-error' : 'http-error';
    }
}
function advice(code, init, parsed) {
    switch (code) {
        case 'unauthorized':
            if (init.credentials === 'password')
                return 'The email or password is wrong: check them (a password reset sends a link by email), or use a token instead.';
            if (init.credentials === 'none')
                return 'No credentials were sent: give a token (or an email and password).';
            // The server's own text may already say to mint a new token: then only how to, with this client.
            return parsed.messages.some((m) => /mint a new one/i.test(m)) ||
                /mint a new one/i.test(init.reason ?? '')
                ? 'With sitepub: `sitepub token` prints one; use it as the token.'
                : 'The token is missing, expired or revoked: mint a new one (`sitepub token` prints one) and use it as the token.';
        case 'rate-limited':
            return init.retryAfterMs !== undefined
                ? `Rate limited: retry in ${friendlyWait(init.retryAfterMs)}.`
                : 'Rate limited: deploy limits are counted per 15 minutes (halved for unverified accounts until the email is verified); retry later.';
        case 'too-large':
            return 'The project exceeds the service limits (10,100 files, 450 MB): exclude files with .surgeignore.';
        case 'forbidden':
            return 'This account has no permission for the domain: use a domain you own, or ask its owner to invite you as a collaborator.';
        case 'invalid-domain': {
            const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
            return `Invalid domain${rules.length ? ` (${rules.join('; ')})` : ''}: use letters, digits, "-" or "_" in dot-separated labels, e.g. my-site.example.com.`;
        }
        case 'not-found':
            return "Not found: check that the domain (and revision) exist in the account's project list.";
        case 'not-allowed':
            return 'Not available for this domain (DNS and zone records work only on apex domains delegated to the service).';
        case 'conflict':
            return 'Conflict with the current state (e.g. the account still has projects: tear them down first).';
        case 'bad-request': {
            const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
            return `The server rejected the request${rules.length ? ` (${rules.join('; ')})` : ''}.`;
        }
        case 'server-error':
            return 'Server error: retry later; if it persists, report it to the service operator.';
        default:
            return '';
    }
}
class ApiError extends Error {
    name = 'ApiError';
    status;
    code;
    /** The `reason` response header, when sent. */
    reason;
    body;
    /** The body as received (JSON value or text). */
    rawBody;
    method;
    /** Request path (no origin, no credentials), e.g. `/my-site.example.com/rollback`. */
    path;
    retryAfterMs;
    /** Payment required (`collect` line): where to subscribe. */
    checkoutUrl;
    constructor(init) {
        const parsed = parseErrorBody(init.body);
        const code = init.code ?? classify(init.status, init.reason ?? '', parsed);
        // A rate limit without Retry-After may state its wait in words ("try in 5 minutes").
        if (code === 'rate-limited' && init.retryAfterMs === undefined) {
            const stated = waitInText([init.reason ?? '', ...parsed.messages].join(' '));
            if (stated !== undefined)
                init = { ...init, retryAfterMs: stated };
        }
        const said = [init.reason, ...parsed.messages].filter((s) => !!s);
        const unique = [...new Set(said)];
        const message = init.message ??
            (parsed.html
                ? `${init.what ?? `${init.method} ${init.path}`} failed: the endpoint answered HTTP ${init.status} with an HTML page, not ` +
                    `the sitepub/surge API${init.status >= 500 && init.status !== 501
                        ? ' (or a proxy in front of the API could not reach it)'
                        : ''}: check the endpoint URL.`
                : undefined) ??
            [
                `${init.what ?? `${init.method} ${init.path}`} failed with HTTP ${init.status}${unique.length ? `: ${unique.join('; ')}` : ''}.`,
                advice(code, init, parsed),
            ]
                .filter(Boolean)
                .join(' ');
        super(message);
        this.status = init.status;
        this.code = code;
        this.reason = init.reason;
        this.body = parsed;
        this.rawBody = init.body;
        this.method = init.method;
        this.path = init.path;
        this.retryAfterMs = init.retryAfterMs;
        this.checkoutUrl = init.checkoutUrl;
    }
}
/**
 * OpenSSL's codes when what came back to a TLS handshake was not TLS, as when an `https://` request reaches a
 * plain-HTTP server (Node 24: the answer's `HTTP/1.1 400` read as a record header); `EPROTO` carries the same as
 * text on older builds.
 */
const NOT_TLS_CODES = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);
/** Whether a connection error says the server answered the TLS handshake in plain HTTP (pure). */
function isPlainHttpAnswer(cause) {
    const c = cause;
    if (typeof c?.code === 'string' && NOT_TLS_CODES.has(c.code))
        return true;
    return (c?.code === 'EPROTO' &&
        typeof c.message === 'string' &&
        /wrong version number|packet length too long|http request/i.test(c.message));
}
class NetworkError extends Error {
    name = 'NetworkError';
    method;
    path;
    /** undici / system error code, e.g. ECONNRESET, UND_ERR_HEADERS_TIMEOUT, ABORT_ERR. */
    code;
    /**
     * True when the TLS handshake got a plain-HTTP answer: the URL says `https://` but the server speaks HTTP.
     * Not retryable; front ends say which scheme to use.
     */
    plainHttpServer;
    constructor(method, path, cause) {
        const c = cause;
        const code = c?.name === 'TimeoutError' || c?.name === 'AbortError'
            ? c.name
            : typeof c?.code === 'string'
                ? c.code
                : undefined;
        super(`${method} ${path} did not complete${code ? ` (${code})` : ''}: ${c?.message ?? String(cause)}. ` +
            'Check the endpoint URL and the network, then retry.', { cause });
        this.method = method;
        this.path = path;
        this.code = code;
        this.plainHttpServer = isPlainHttpAnswer(cause);
    }
}
/**
 * An error the client raises itself, without a server's answer: an argument it refuses before sending anything
 * (`invalid-domain`, `invalid-revision`, `invalid-input`), or a callback of the caller's that threw
 * (`callback-failed`, the callback's error as `cause`). Promise-returning functions reject with it, never throw.
 */
class ClientError extends Error {
    name = 'ClientError';
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/errors.js
class PackError extends Error {
    name = 'PackError';
    code;
    path;
    constructor(code, path, message) {
        super(message);
        this.code = code;
        this.path = path;
    }
}
/** The system calls that read a site folder: an error from one of them names a local file, not the network. */
const FILE_SYSCALLS = new Set([
    'open',
    'read',
    'close',
    'stat',
    'lstat',
    'fstat',
    'scandir',
    'opendir',
    'realpath',
]);
/** A file system error while reading the site (it carries the `path` and the `syscall` that failed). */
function isLocalFileError(err) {
    const e = err;
    return (e instanceof Error &&
        typeof e.code === 'string' &&
        typeof e.path === 'string' &&
        typeof e.syscall === 'string' &&
        FILE_SYSCALLS.has(e.syscall));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/route-hints.js
/**
 * The server's messages name API routes ("publish it first with PUT /my-site.com"): right for API users, not
 * for people at a terminal. `inCliTerms` puts the sitepub command in the route's place, in backticks (so Output
 * adds `--endpoint` to it when the endpoint is not the default); routes with no command stay as they are.
 */
const DOMAIN = String.raw `([^\s/;,()]+\.[^\s/;,()]+?)`;
const END = String.raw `(?=$|[\s;,.)])`;
const RULES = [
    [new RegExp(String.raw `\bPUT /${DOMAIN}/rev/:rev\b`, 'g'), (_, d) => `sitepub cutover ${d} <rev>`],
    [new RegExp(String.raw `\bPUT /${DOMAIN}/encrypt\b`, 'g'), (_, d) => `sitepub encrypt ${d}`],
    [new RegExp(String.raw `\bGET /${DOMAIN}/list\b`, 'g'), (_, d) => `sitepub list ${d}`],
    [new RegExp(String.raw `\bGET /${DOMAIN}/dns\b`, 'g'), (_, d) => `sitepub dns ${d}`],
    [/\bDELETE \/:domain\b/g, () => 'sitepub teardown <domain>'],
    [new RegExp(String.raw `\bPUT /${DOMAIN}${END}`, 'g'), (_, d) => `sitepub deploy <path> ${d}`],
    [/\bPOST \/verification\b/g, () => 'sitepub verify'],
    [
        /\bPOST \/token\/reset\/([^\s;,()]+@[^\s;,()]+?)(?=$|[\s;,)]|\.(?:\s|$))/g,
        (_, e) => `sitepub password-reset ${e}`,
    ],
    [/\bPOST \/token\b(?!\/)(?: \(HTTP Basic [^)]*\))?/g, () => 'sitepub login'],
    [/\bGET \/tokens\b/g, () => 'sitepub tokens'],
    [/\bGET \/plans\b/g, () => 'sitepub plans'],
    [/\bPUT \/card\b(?: \{token\})?/g, () => 'sitepub card'],
    [/\bPOST \/upgrade\/link\b/g, () => 'sitepub plan <id> --web'],
];
/** `text` with each API route it names replaced by its sitepub command, in backticks (pure). */
function inCliTerms(text) {
    let out = text;
    for (const [re, command] of RULES)
        out = out.replace(re, (...m) => `\`${command(...m)}\``);
    return out;
}
/** The sitepub commands for the API routes `text` names (none when it names none). */
function cliHints(text) {
    return [...new Set([...inCliTerms(text).matchAll(/`(sitepub [^`]+)`/g)].map((m) => m[1]))];
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/errors.js
/**
 * Error \u2192 one clear line + exit code. Every failure the CLI reports goes through `describeError`, so the
 * exit codes are the same for every command:
 *   0 success \u00b7 1 the operation failed (API error, network, bad archive) \u00b7 2 usage error (bad arguments)
 *   3 authentication (no credentials, invalid or expired token) \u00b7 130 interrupted (Ctrl-C)
 */



const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, interrupted: 130 };
/** Bad arguments or flags: the message says which one and what form is expected. */
class UsageError extends Error {
    name = 'UsageError';
}
/** No usable credentials, or the API rejected them. */
class AuthError extends Error {
    name = 'AuthError';
}
/** No credentials at all for the endpoint (main checks the endpoint answers before saying so). */
class NoCredentialsError extends AuthError {
    endpoint;
    machine;
    constructor(message, endpoint, machine) {
        super(message);
        this.endpoint = endpoint;
        this.machine = machine;
    }
}
/** Ctrl-C / SIGTERM while a command was running. */
class InterruptedError extends Error {
    name = 'InterruptedError';
}
/** The operation failed for a reason that is not the user's input (deploy stream error, unexpected reply). */
class CliError extends Error {
    name = 'CliError';
}
/** What to do, in CLI terms, for API error codes when the server's words name no command to run. */
const CLI_ADVICE = {
    unauthorized: 'The token is missing, expired or revoked: run `sitepub login`, or mint a new one with `sitepub token` and pass it with --token / SURGE_TOKEN.',
    'not-found': 'Check the domain and revision: `sitepub list` shows your projects, `sitepub list <domain>` its revisions.',
    forbidden: 'Use a domain you own, or ask its owner to run `sitepub invite <domain> <your email>`.',
    conflict: 'The account still has projects: remove them with `sitepub teardown <domain>` first.',
};
/** The first sentence of `text` (the fact; what follows is the server's advice). */
function firstSentence(text) {
    return text.split(/(?<=[.!])\s+(?=[A-Z])/)[0].replace(/[.!]$/, '');
}
/**
 * An API error for people: the server's own words with the routes they name replaced by sitepub commands, then
 * what to do when they name none (CLI_ADVICE: it replaces the server's advice rather than repeating it). The
 * method and path of the request are not in it (main prints them with --debug).
 */
function apiErrorMessage(err) {
    if (err.body.html)
        return `${err.message.replace(/\.$/, '')} (--endpoint / SURGE_ENDPOINT).`;
    const said = [...new Set([err.reason, ...err.body.messages].filter((m) => !!m))];
    if (said.length === 0)
        return err.message;
    const words = inCliTerms(said.join('; '));
    const advice = CLI_ADVICE[err.code];
    if (!advice || cliHints(words).length > 0)
        return /[.!]$/.test(words) ? words : `${words}.`;
    return `${firstSentence(words)}. ${advice}`;
}
/** `cannot read <path>: why; what to do`, for a file system error while reading the site. */
function fileErrorMessage(err) {
    switch (err.code) {
        case 'EACCES':
        case 'EPERM':
            return `cannot read ${err.path}: permission denied; fix its permissions or list it in .surgeignore`;
        case 'ENOENT':
            return `cannot read ${err.path}: it no longer exists (is a build still writing the folder?); deploy again`;
        default:
            return `cannot read ${err.path} (${err.syscall}: ${err.code}); fix the file or list it in .surgeignore`;
    }
}
function describeError(err, context = {}) {
    if (err instanceof UsageError)
        return { message: err.message, exitCode: EXIT.usage };
    if (err instanceof AuthError)
        return { message: err.message, exitCode: EXIT.auth };
    if (err instanceof InterruptedError)
        return { message: err.message, exitCode: EXIT.interrupted };
    if (err instanceof ApiError) {
        const origin = context.tokenOrigin;
        const fromOutside = err.status === 401 && origin !== undefined && origin !== '~/.netrc';
        return {
            message: fromOutside
                ? `the token from ${origin} was rejected (HTTP 401): ${origin === '--token' ? 'drop the flag or pass a valid token' : 'unset it or replace it'} (it takes precedence over the login \`sitepub login\` saves; mint a new token with \`sitepub token\`)`
                : apiErrorMessage(err),
            exitCode: err.status === 401 ? EXIT.auth : EXIT.failure,
            status: err.status,
            code: err.code,
        };
    }
    // A local file that could not be read (also when it failed mid-upload): the file, never the network.
    const fileError = isLocalFileError(err)
        ? err
        : err instanceof NetworkError && isLocalFileError(err.cause)
            ? err.cause
            : undefined;
    if (fileError)
        return { message: fileErrorMessage(fileError), exitCode: EXIT.failure, code: fileError.code };
    if (err instanceof NetworkError) {
        // The request's method and path are for --debug (main); people get what failed and what to check.
        const why = err.cause?.message;
        return {
            message: `no answer from the server${err.code ? ` (${err.code}${typeof why === 'string' && why ? `: ${why}` : ''})` : ''}` +
                ': check --endpoint / SURGE_ENDPOINT and your network, then retry',
            exitCode: EXIT.failure,
            ...(err.code ? { code: err.code } : {}),
        };
    }
    if (err instanceof PackError)
        return { message: err.message, exitCode: EXIT.failure, code: err.code };
    if (err instanceof Error) {
        const code = err.code;
        const netCode = typeof code === 'string' ? code : undefined;
        if (netCode && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|UND_ERR_)/.test(netCode)) {
            return {
                message: `${err.message} (${netCode}): check --endpoint / SURGE_ENDPOINT and your network, then retry`,
                exitCode: EXIT.failure,
                code: netCode,
            };
        }
        if (netCode === 'EADDRINUSE' ||
            (netCode === 'EACCES' && err.syscall === 'listen'))
            return {
                message: `${err.message}: pick another port with --port (0 = any free port)`,
                exitCode: EXIT.failure,
                code: netCode,
            };
        return {
            message: err.message || String(err),
            exitCode: EXIT.failure,
            ...(netCode ? { code: netCode } : {}),
        };
    }
    return { message: String(err), exitCode: EXIT.failure };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/endpoint.js
/**
 * API endpoint resolution: `--endpoint`, else `SURGE_ENDPOINT`, else https://surge.surge.sh.
 * A bare `host:port` means `http://host:port`, as in the official CLI (url-parse-as-address).
 */


function parseEndpoint(input, what = '--endpoint') {
    const raw = input.trim();
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
    let url;
    try {
        url = new URL(withScheme);
    }
    catch {
        throw new UsageError(`${what} "${input}" is not a URL: use e.g. https://surge.surge.sh or 127.0.0.1:3000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new UsageError(`${what} "${input}" must use http:// or https://`);
    if (url.username || url.password)
        throw new UsageError(`${what} must not carry credentials: pass the token with --token or SURGE_TOKEN`);
    if (url.search || url.hash)
        throw new UsageError(`${what} "${input}" must not have a query or fragment`);
    if (url.pathname !== '/')
        throw new UsageError(`${what} "${input}" must be an origin with no path (e.g. ${url.origin}): the API is served at the root`);
    return url;
}
function resolveEndpoint(flag, env) {
    const fromEnv = env.SURGE_ENDPOINT?.trim();
    const [input, source, what] = flag !== undefined
        ? [flag, 'flag', '--endpoint']
        : fromEnv
            ? [fromEnv, 'env', 'SURGE_ENDPOINT']
            : [limits/* DEFAULT_ENDPOINT */.mP, 'default', 'endpoint'];
    const url = parseEndpoint(input, what);
    return { url: url.origin, machine: url.host, source };
}

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

// EXTERNAL MODULE: ./node_modules/netrc-parser/lib/netrc.js
var lib_netrc = __webpack_require__(81588);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/netrc.js
/**
 * `$HOME/.netrc`, shared with the official `surge` CLI: machine = API host with port, login = email,
 * password = token. Written with mode 0600. Parsing and writing use netrc-parser, which keeps the other
 * machines, comments and layout of the file intact.
 */




function netrcFile(home) {
    return external_node_path_.join(home, '.netrc');
}
function load(file) {
    const netrc = new lib_netrc/* Netrc */.Vz(file);
    try {
        netrc.loadSync();
    }
    catch (err) {
        throw new CliError(`cannot read ${file} (${err.message}): fix or remove the file, or pass --token / SURGE_TOKEN`);
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
        throw new CliError('cannot store credentials containing whitespace in .netrc');
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

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/context.js




class Context {
    io;
    out;
    opts;
    #endpoint;
    /** The credentials this command used, once resolved (so an error can say where a rejected token came from). */
    used = null;
    constructor(io, out, opts) {
        this.io = io;
        this.out = out;
        this.opts = opts;
    }
    get endpoint() {
        this.#endpoint ??= resolveEndpoint(this.opts.endpoint, this.io.env);
        return this.#endpoint;
    }
    get netrcFile() {
        return netrcFile(this.io.home);
    }
    /** Credentials or null; never throws for missing ones. */
    findCredentials() {
        const creds = resolveCredentials({
            flag: this.opts.token,
            env: this.io.env,
            netrc: () => readNetrcEntry(this.netrcFile, this.endpoint.machine),
        });
        this.used = creds;
        if (creds)
            this.out.redactor.add(creds.token);
        if (creds)
            this.out.debug(`credentials from ${creds.source}${creds.email ? ` (${creds.email})` : ''}`);
        return creds;
    }
    /** Credentials, or an AuthError that says how to provide them. */
    credentials() {
        const creds = this.findCredentials();
        if (!creds)
            throw new NoCredentialsError(`not logged in to ${this.endpoint.machine}: run \`sitepub login\`, or pass --token / set SURGE_TOKEN ` +
                '(mint one with `sitepub token`)', this.endpoint.url, this.endpoint.machine);
        return creds;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/server-runtime.js
var server_runtime = __webpack_require__(67942);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/store-urls.js
var store_urls = __webpack_require__(50847);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-list.js
var origin_list = __webpack_require__(53684);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/args.js
/** Argument parsers for commander options: each throws commander's InvalidArgumentError with the expected form. */

function parsePort(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > 65535)
        throw new InvalidArgumentError('expected a port number 0-65535.');
    return n;
}
function parseCount(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > 64)
        throw new InvalidArgumentError('expected a whole number 0-64.');
    return n;
}
/** Repeatable `--meta key=value`: collects into an object. */
function collectPair(value, previous = {}) {
    const eq = value.indexOf('=');
    if (eq <= 0)
        throw new InvalidArgumentError(`expected key=value, got "${value}".`);
    return { ...previous, [value.slice(0, eq).trim()]: value.slice(eq + 1) };
}
/** Repeatable string option. */
function collect(value, previous = []) {
    return [...previous, value];
}
/** Comma- or space-separated list. */
function parseList(value) {
    return value
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/serve-log.js
const LOG_FORMATS = ['json', 'pretty'];
/** Pretty on a terminal (stderr, where the logs go) unless --json asked for machine output; JSON elsewhere. */
function defaultLogFormat(stderrIsTTY, json) {
    return stderrIsTTY && !json ? 'pretty' : 'json';
}
const LEVELS = {
    10: 'trace',
    20: 'debug',
    30: 'info',
    40: 'warn',
    50: 'error',
    60: 'fatal',
};
/** Fields every record has, or that the request line shows: not repeated as key=value. */
const SHOWN = new Set([
    'level',
    'time',
    'pid',
    'hostname',
    'reqId',
    'msg',
    'req',
    'res',
    'responseTime',
    'err',
]);
/** Requests seen but not completed that are remembered (a client that vanished never completes). */
const MAX_PENDING = 1000;
/** `HH:MM:SS` in local time. */
function clock(ms) {
    const d = new Date(ms ?? Date.now());
    return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
/** 0.4 ms, 12 ms, 1.3 s. */
function formatDuration(ms) {
    if (ms >= 1000)
        return `${(ms / 1000).toFixed(1)} s`;
    return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
function value(v) {
    if (typeof v === 'string')
        return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}
/**
 * A formatter: one JSON log line in, the line to print out (null: nothing yet, as for a request that has not
 * completed). Keeps the requests under way by reqId. Lines that are not JSON pass through unchanged.
 */
function prettyLogFormatter(c) {
    const pending = new Map();
    const status = (code) => {
        const s = String(code ?? '-');
        if (code === undefined)
            return s;
        return code >= 500 ? c.red(s) : code >= 400 ? c.yellow(s) : code >= 300 ? c.cyan(s) : c.green(s);
    };
    const level = (n) => {
        const name = (LEVELS[n ?? 30] ?? String(n)).padEnd(5);
        return (n ?? 30) >= 50 ? c.red(name) : (n ?? 30) >= 40 ? c.yellow(name) : c.dim(name);
    };
    return (line) => {
        let r;
        try {
            r = JSON.parse(line);
        }
        catch {
            return line;
        }
        if (typeof r !== 'object' || r === null)
            return line;
        const under = r.reqId !== undefined ? pending.get(r.reqId) : undefined;
        if (r.reqId !== undefined && r.req && r.msg === 'incoming request') {
            if (pending.size >= MAX_PENDING)
                pending.delete(pending.keys().next().value);
            pending.set(r.reqId, { req: r.req, notes: [] });
            return null;
        }
        if (r.reqId !== undefined && r.res && typeof r.responseTime === 'number') {
            pending.delete(r.reqId);
            const req = under?.req ?? r.req ?? {};
            const notes = [...(under?.notes ?? []), ...(r.err?.message ? [r.err.message] : [])];
            return [
                c.dim(clock(r.time)),
                c.bold(req.method ?? '-'),
                req.url ?? '-',
                status(r.res.statusCode),
                formatDuration(r.responseTime),
                c.dim(req.host ?? ''),
                ...(notes.length ? [c.dim(`- ${notes.join('; ')}`)] : []),
            ]
                .filter((s) => s !== '')
                .join(' ');
        }
        // Why a request was refused (the error handler's info line: a 4xx's message): on its request's line.
        if (under && (r.level ?? 30) < 40 && (r.res || r.err || typeof r.status === 'number') && r.msg) {
            under.notes.push(r.msg);
            return null;
        }
        const fields = Object.entries(r)
            .filter(([k]) => !SHOWN.has(k))
            .map(([k, v]) => `${k}=${value(v)}`);
        const head = [
            c.dim(clock(r.time)),
            level(r.level),
            ...(under ? [`${under.req.method ?? ''} ${under.req.url ?? ''}:`] : []),
            r.msg ?? '',
            ...(r.err?.message && r.err.message !== r.msg ? [r.err.message] : []),
            ...fields.map((f) => c.dim(f)),
        ]
            .filter((s) => s !== '')
            .join(' ');
        const stack = (r.level ?? 30) >= 50 && r.err?.stack
            ? r.err.stack
                .split('\n')
                .slice(1)
                .map((l) => c.dim(`    ${l.trim()}`))
            : [];
        return [head, ...stack].join('\n');
    };
}
/**
 * A destination for the server's logger (`{ stream }`): pino writes one JSON line per record; each is formatted
 * and handed to `print` (which adds the newline).
 */
function prettyLogStream(print, c) {
    const format = prettyLogFormatter(c);
    let rest = '';
    return {
        write(chunk) {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) {
                if (line === '')
                    continue;
                const text = format(line);
                if (text !== null)
                    print(text);
            }
            return true;
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/server.js
/**
 * `sitepub serve` (reference API server + N edges) and `sitepub edge` (one edge node).
 * Both stay up until SIGTERM or SIGINT, then shut down gracefully and exit 0. With --json, `serve` prints exactly
 * one line once every listener is up: {"api":"http://127.0.0.1:PORT","edges":[...],"domain":"localhost"}.
 * The server code is imported only here, so other commands never load it.
 */










/** Listening addresses that mean "every interface": an edge registered with one is unreachable. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);
/** Resolves on the first SIGTERM/SIGINT; a second one forces exit 130. */
function untilSignal(ctx) {
    return new Promise((resolve) => {
        const onSignal = (signal) => {
            process.off('SIGTERM', onSignal);
            process.off('SIGINT', onSignal);
            const force = () => process.exit(130);
            process.once('SIGTERM', force);
            process.once('SIGINT', force);
            ctx.out.status(`${signal}: shutting down`);
            resolve(signal);
        };
        process.on('SIGTERM', onSignal);
        process.on('SIGINT', onSignal);
    });
}
/**
 * A file system error while a server or an edge starts concerns its data folder, never a site being deployed:
 * names the path and the operation, and says the folder must be writable (not the packer's .surgeignore advice).
 */
function dataFolderError(err, data) {
    const e = err;
    if (!(e instanceof Error) || typeof e.path !== 'string' || typeof e.syscall !== 'string' || !e.code)
        return err;
    return new CliError(`cannot ${e.syscall} ${e.path} (${e.code}): the data folder ${data} must be a folder this user can ` +
        'write; fix its permissions (or that path), or pass --data with another folder');
}
/** Refuses a server command on a node too old for it, in one line (src/cli/server-runtime.ts). */
function checkRuntime(command) {
    const problem = (0,server_runtime/* serverRuntimeProblem */.vj)(command, process.versions.node);
    if (problem)
        throw new CliError(problem);
}
/**
 * The server's logger: JSON lines on stderr, or one line per request for a terminal (serve-log.ts). --quiet drops
 * the request lines (info) but keeps warnings and errors (modes tightened, a port taken\u2026).
 */
function serveLogger(ctx, o) {
    const format = o.logFormat ?? defaultLogFormat(ctx.io.stderr.isTTY === true, ctx.out.json);
    return {
        level: o.log ? 'info' : 'warn',
        stream: format === 'pretty' ? prettyLogStream((line) => ctx.out.log(line), ctx.out.ce) : process.stderr,
    };
}
async function serve(ctx, o) {
    checkRuntime('serve');
    const { startServer } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(845), __webpack_require__.e(251), __webpack_require__.e(757), __webpack_require__.e(36), __webpack_require__.e(520)]).then(__webpack_require__.bind(__webpack_require__, 38520));
    const data = external_node_path_.resolve(ctx.io.cwd, o.data ?? 'sitepub-data');
    try {
        const { database } = (0,store_urls/* storeUrlsOf */.Zs)({ database: o.database, blobs: o.blobs, env: ctx.io.env });
        // the database password never reaches this command's output, whatever a driver's error message says
        const password = database ? new URL(database.url).password : '';
        if (password)
            ctx.out.redactor.add(decodeURIComponent(password));
    }
    catch (err) {
        throw err instanceof store_urls/* StoreUrlError */.TG ? new UsageError(err.message) : err;
    }
    const advertiseProblem = o.advertiseUrl === undefined ? null : (0,origin_list/* advertiseUrlProblem */.al)(o.advertiseUrl);
    if (advertiseProblem)
        throw new UsageError(advertiseProblem);
    const plans = o.plans === undefined ? undefined : await readPlans(ctx, o.plans);
    // startServer prints the one --json line itself once every listener is up.
    const server = await startServer({
        ...(plans ? { plans } : {}),
        ...(o.planLimits === false ? { planLimits: false } : {}),
        data,
        ...(o.host !== undefined ? { host: o.host } : {}),
        ...(o.port !== undefined ? { port: o.port } : {}),
        ...(o.edges !== undefined ? { edges: o.edges } : {}),
        ...(o.domain !== undefined ? { domain: o.domain } : {}),
        ...(o.trustProxy ? { trustProxy: o.trustProxy } : {}),
        ...(o.dnsPort !== undefined ? { dnsPort: o.dnsPort } : {}),
        ...(o.dnsPlatformZone ? { dnsPlatformZone: true } : {}),
        ...(o.profile !== undefined ? { profile: o.profile } : {}),
        ...(o.dnsResolver !== undefined ? { dnsResolver: o.dnsResolver } : {}),
        ...(o.acmeDirectory !== undefined ? { acmeDirectory: o.acmeDirectory } : {}),
        ...(o.acmeEmail !== undefined ? { acmeEmail: o.acmeEmail } : {}),
        ...(o.acmeCa !== undefined ? { acmeCa: external_node_path_.resolve(ctx.io.cwd, o.acmeCa) } : {}),
        ...(o.dashboard === false ? { dashboard: false } : {}),
        ...(o.database !== undefined ? { database: o.database } : {}),
        ...(o.blobs !== undefined ? { blobs: o.blobs } : {}),
        ...(o.advertiseUrl !== undefined ? { advertiseUrl: o.advertiseUrl } : {}),
        logger: serveLogger(ctx, o),
        json: ctx.out.json,
    }).catch((err) => {
        throw dataFolderError(err, data);
    });
    const stopped = untilSignal(ctx);
    const { c } = ctx.out;
    if (!ctx.out.json)
        ctx.out.result(null, () => [
            `${c.bold('sitepub server')} ${c.dim(`(${server.where === data ? 'data in ' : 'state in '}${server.where})`)}`,
            `  API        ${c.cyan(server.api)}`,
            `  edges      ${server.edges.length ? server.edges.map((e) => c.cyan(e)).join(', ') : c.dim('none')}`,
            `  domain     *.${server.domain}`,
            ...(server.dashboard ? [`  dashboard  ${c.cyan(server.dashboard)}`] : []),
            ...(server.docs ? [`  API docs   ${c.cyan(server.docs)}`] : []),
            server.mail === 'smtp'
                ? '  mail       SMTP (SITEPUB_SMTP_URL)'
                : `  mail       ${c.yellow('no SMTP')}: mails (verification, password reset) are kept in ${server.outbox}`,
            ...(o.planLimits === false
                ? ['  plans      no plan limits (--no-plan-limits): only the hard caps (450 MB, 10,100 files)']
                : plans
                    ? [`  plans      ${plans.map((p) => p.id).join(', ')} (from ${o.plans})`]
                    : []),
            '',
            `  Use it from this shell:  ${exportEndpointLine(server.api)}`,
            `  then:                    sitepub login`,
            `                           sitepub deploy ./public my-site.${server.domain}`,
            c.dim(`  (or pass --endpoint ${server.api} to each command)`),
            c.dim('Press Ctrl-C to stop.'),
        ].join('\n'));
    await stopped;
    await server.close();
}
/** The plans of `--plans FILE`, or a usage error naming the file and the bad field. */
async function readPlans(ctx, file) {
    const { parsePlansText, PlansFileError } = await __webpack_require__.e(/* import() */ 250).then(__webpack_require__.bind(__webpack_require__, 3250));
    const resolved = external_node_path_.resolve(ctx.io.cwd, file);
    let source;
    try {
        source = await (0,promises_.readFile)(resolved, 'utf8');
    }
    catch (err) {
        throw new UsageError(`--plans ${file}: cannot read it (${err.code ?? String(err)}); pass a JSON file of plans (docs/server.md, "Plans of a self-hosted server")`);
    }
    try {
        return parsePlansText(source);
    }
    catch (err) {
        if (err instanceof PlansFileError)
            throw new UsageError(`--plans ${file}: ${err.message} (docs/server.md, "Plans of a self-hosted server")`);
        throw err;
    }
}
async function edge(ctx, o) {
    checkRuntime('edge');
    const { startEdge } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(36), __webpack_require__.e(949)]).then(__webpack_require__.bind(__webpack_require__, 86036));
    const secret = o.secret ?? ctx.io.env.SITEPUB_EDGE_SECRET;
    if (!secret)
        throw new UsageError('an edge needs the secret it shares with the origin: pass --secret or set SITEPUB_EDGE_SECRET');
    ctx.out.redactor.add(secret);
    if (o.publicUrl === undefined && WILDCARD_HOSTS.has(o.host))
        throw new UsageError(`--host ${o.host} listens on every interface, so it is no address the origin can reach this edge at: ` +
            `pass --public-url with one it can (e.g. --public-url http://<this machine's address>:${o.port || 'PORT'})`);
    const edgeData = external_node_path_.resolve(ctx.io.cwd, o.data);
    const node = await startEdge({
        origin: o.origin,
        secret,
        data: edgeData,
        host: o.host,
        port: o.port,
        ...(o.tlsPort !== undefined ? { tlsPort: o.tlsPort } : {}),
        ...(o.publicTlsPort !== undefined ? { publicTlsPort: o.publicTlsPort } : {}),
        ...(o.publicUrl !== undefined ? { publicUrl: o.publicUrl } : {}),
        ...(o.trustProxy?.length ? { trustedProxies: o.trustProxy } : {}),
        logger: (msg) => ctx.out.log(msg),
    }).catch((err) => {
        throw dataFolderError(err, edgeData);
    });
    const stopped = untilSignal(ctx);
    // First registration with the origin (or a logged failure to reach it). A refused secret will not get better.
    const refused = await node.ready;
    if (refused) {
        await node.close();
        throw new CliError(`the origin ${o.origin} rejected the edge secret (HTTP ${refused.status}): pass the secret the origin was ` +
            'started with (its SITEPUB_EDGE_SECRET, or <data>/edge-secret of `sitepub serve`) with --secret or SITEPUB_EDGE_SECRET');
    }
    ctx.out.result({ id: node.id, url: node.url, tlsUrl: node.tlsUrl, origin: o.origin }, `edge ${node.id} listening on ${ctx.out.c.cyan(node.url)}${node.tlsUrl ? ` and ${ctx.out.c.cyan(node.tlsUrl)}` : ''} (origin ${o.origin})`);
    await stopped;
    await node.close();
}
function registerServerCommands(program, act) {
    program
        .command('serve')
        .description('run the reference API server with local edge nodes (sites at http://<name>.<domain>:<edge port>)')
        .option('--data <dir>', 'data directory: database, files, mail outbox (default: ./sitepub-data)')
        .option('--host <host>', 'interface to listen on (default: 127.0.0.1)')
        .option('--port <port>', 'API port, 0 = any free port (default: 3000)', parsePort)
        .option('--edges <n>', 'number of local edge nodes, on ports API+1\u2026API+N or free ones (default: 2)', parseCount)
        .option('--domain <domain>', 'platform domain: sites are <name>.<domain> (default: localhost)')
        .option('--trust-proxy <addrs>', 'proxies whose X-Forwarded-For is trusted (comma-separated)', parseList)
        .option('--dns-port <port>', 'answer DNS for managed zones on this UDP/TCP port (default: off)', parsePort)
        .option('--dns-platform-zone', 'the platform domain is delegated to that DNS responder: it answers the zone, and with ACME preview hosts share one *.<domain> certificate ordered over DNS-01')
        .addOption(new option_Option('--profile <name>', 'sitepub: the API with sitepub extensions; surge: only the published surge protocol (default: sitepub)').choices(['sitepub', 'surge']))
        .option('--dns-resolver <host:port>', "DNS servers (comma-separated host[:port]) asked whether a custom domain points here (default: the system's)", parseList)
        .option('--acme-directory <url>', "order managed certificates from this ACME directory, e.g. Let's Encrypt (env SITEPUB_ACME_DIRECTORY; default: the local root)")
        .option('--acme-email <email>', 'contact the ACME account registers (env SITEPUB_ACME_EMAIL)')
        .option('--acme-ca <file>', "PEM bundle trusted for the ACME directory's own HTTPS, e.g. Pebble's (env SITEPUB_ACME_CA)")
        .option('--database <url>', 'keep the state in PostgreSQL, postgres://USER[:PASS]@HOST:PORT/DB, shared by every origin (env SITEPUB_DATABASE_URL; default: the data folder)')
        .option('--blobs <url>', 'keep site content in an S3 bucket, s3://BUCKET[/PREFIX]; needs --database (env SITEPUB_BLOBS_URL; endpoint and keys from AWS_*)')
        .option('--advertise-url <url>', 'URL edges reach this origin at directly, told to every edge so it asks another origin when one dies (default: http://HOST:PORT)')
        .option('--plans <file>', "the plans, their prices and limits, as JSON (below; default: surge.sh's, Free 200 MB / Standard 450 MB)")
        .option('--no-plan-limits', "no plan's size or file-count limit applies: only the hard caps (450 MB, 10,100 files per project)")
        .option('--quiet', 'no request logs on stderr (warnings and errors still)')
        .option('--no-dashboard', 'do not serve the web dashboard at /dashboard (docs/dashboard.md)')
        .addOption(new option_Option('--log-format <format>', 'pretty: one line per request; json: pino JSON lines (default: pretty on a terminal, else json)').choices(LOG_FORMATS))
        .addHelpText('after', '\n--json (a global option, also accepted here) prints one line once every listener is up:\n' +
        '  {"api":"http://127.0.0.1:PORT","edges":["http://127.0.0.1:P1"],"domain":"localhost",\n' +
        '   "dashboard":"http://127.0.0.1:PORT/dashboard"|null,"docs":"http://127.0.0.1:PORT/docs"|null}\n' +
        'The dashboard is at <api>/dashboard, the API reference at <api>/docs (<api>/ leads there).\n' +
        'Mail: SMTP with SITEPUB_SMTP_URL; without it mails are kept in <data>/outbox for the operator.\n' +
        'Plans: by default those of surge.sh (Free: 200 MB per project); set your own with --plans FILE, or\n' +
        'lift them with --no-plan-limits (docs/server.md, "Plans of a self-hosted server"). A plans file:\n' +
        '  [{"id":"free","name":"Free","amount":0,"limits":{"maxFiles":10100,"maxBytes":450000000}},\n' +
        '   {"id":"pro","name":"Pro","amount":900,"limits":{"maxFiles":10100,"maxBytes":450000000}}]\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).')
        .action(act(async (ctx, o) => serve(ctx, { ...o, log: !o.quiet })));
    program
        .command('edge')
        .description('run one edge node that serves sites published to an origin server')
        .requiredOption('--origin <url>', 'origin API server URL: any origin of a cluster, or its balancer')
        .option('--data <dir>', 'edge cache directory', '.edge-data')
        .option('--host <host>', 'interface to listen on', '127.0.0.1')
        .option('--port <port>', 'port (0 = any free port)', parsePort, 0)
        .option('--secret <secret>', 'shared secret with the origin (env SITEPUB_EDGE_SECRET)')
        .option('--tls-port <port>', 'also serve HTTPS on this port (SNI, certificates from the origin)', parsePort)
        .option('--public-tls-port <port>', 'HTTPS port clients use, when forwarded (e.g. 443)', parsePort)
        .option('--public-url <url>', 'URL the origin reaches this edge at (default: the listening address)')
        .option('--trust-proxy <addrs>', 'proxies (exact addresses, comma-separated) whose X-Forwarded-Host/-Proto are trusted, e.g. a TLS terminator', parseList)
        .addHelpText('after', '\n--json (a global option, also accepted here) prints one line once registered with the origin:\n' +
        '  {"id":"edge-\u2026","url":"http://HOST:PORT","tlsUrl":"https://HOST:TLSPORT"|null,"origin":"\u2026"}\n' +
        '--host 0.0.0.0 (or ::) needs --public-url: the URL the origin reaches this edge at.\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).')
        .action(act(async (ctx, o) => {
        if (!/^https?:\/\//.test(o.origin))
            throw new UsageError(`--origin "${o.origin}" must be an http(s) URL`);
        await edge(ctx, o);
    }));
}

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
 * into a cluster's PostgreSQL database and S3 bucket, resumable and verified (src/store/migrate/). Prints what it
 * did: a table for people, or one JSON line with --json (src/protocol/migration.ts). The server and store code is
 * imported only here, when the command runs.
 */




/** The database and bucket URLs: flags first, then SITEPUB_DATABASE_URL / SITEPUB_BLOBS_URL (as `serve`). */
function targetUrls(o, env) {
    const database = o.database ?? (env.SITEPUB_DATABASE_URL?.trim() || undefined);
    const blobs = o.blobs ?? (env.SITEPUB_BLOBS_URL?.trim() || undefined);
    if (!database)
        throw new UsageError('migrate needs the target database: pass --database postgres://USER[:PASS]@HOST:PORT/DB or set SITEPUB_DATABASE_URL');
    if (!/^postgres(ql)?:\/\//i.test(database))
        throw new UsageError(`--database must be a PostgreSQL URL, postgres://USER[:PASS]@HOST:PORT/DB (got "${database.split(':')[0]}:\u2026")`);
    if (!blobs)
        throw new UsageError('migrate needs the target bucket: pass --blobs s3://BUCKET[/PREFIX] or set SITEPUB_BLOBS_URL');
    if (!/^s3:\/\/[^/]+/i.test(blobs))
        throw new UsageError(`--blobs must be an S3 URL, s3://BUCKET[/PREFIX] (got "${blobs}")`);
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
async function migrateCommand(ctx, o) {
    const problem = (0,server_runtime/* serverRuntimeProblem */.vj)('migrate', process.versions.node);
    if (problem)
        throw new CliError(problem);
    const urls = targetUrls(o, ctx.io.env);
    for (const s of urlSecrets(urls.database))
        ctx.out.redactor.add(s);
    const from = external_node_path_.resolve(ctx.io.cwd, o.from ?? 'sitepub-data');
    const acmeDirectory = o.acmeDirectory ?? ctx.io.env.SITEPUB_ACME_DIRECTORY;
    const { redactUrl } = await Promise.all(/* import() */[__webpack_require__.e(845), __webpack_require__.e(116)]).then(__webpack_require__.bind(__webpack_require__, 55116));
    const { openClusterTarget } = await Promise.all(/* import() */[__webpack_require__.e(845), __webpack_require__.e(251), __webpack_require__.e(757), __webpack_require__.e(262)]).then(__webpack_require__.bind(__webpack_require__, 92262));
    const { migrate } = await Promise.all(/* import() */[__webpack_require__.e(845), __webpack_require__.e(14)]).then(__webpack_require__.bind(__webpack_require__, 18014));
    const { MigrationSource } = await Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(930)]).then(__webpack_require__.bind(__webpack_require__, 6930));
    const database = redactUrl(urls.database);
    // The data folder first: a wrong --from or a running server is refused before the target is touched.
    const source = await MigrationSource.open(from);
    const target = await openClusterTarget({ ...urls, env: ctx.io.env }).catch((err) => {
        source.close();
        throw new CliError(`cannot open the target ${database} + ${urls.blobs}: ${err.message ?? String(err)}`);
    });
    for (const s of target.secrets)
        ctx.out.redactor.add(s);
    try {
        ctx.out.status(`Migrating ${from} into ${database} + ${urls.blobs}`);
        const report = await migrate({
            source,
            sql: target.sql,
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

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/event-run.js
function startEventRun(work) {
    const events = [];
    /** Resolved (and replaced) whenever an event arrives or the work ends: wakes every waiting iterator. */
    let changed = deferred();
    let finished = false;
    let failure;
    const wakeAll = () => {
        changed.resolve();
        changed = deferred();
    };
    const emit = (event) => {
        events.push(event);
        wakeAll();
    };
    const result = (async () => {
        try {
            return await work(emit);
        }
        catch (error) {
            failure = { error };
            throw error;
        }
        finally {
            finished = true;
            wakeAll();
        }
    })();
    result.catch(() => { });
    async function* iterate() {
        for (let next = 0;;) {
            if (next < events.length) {
                yield events[next++];
                continue;
            }
            if (finished) {
                if (failure)
                    throw failure.error;
                return;
            }
            await changed.promise;
        }
    }
    return { result, [Symbol.asyncIterator]: iterate };
}
/** A promise and its resolve (Promise.withResolvers is Node 22+; the client commands run on older Nodes too). */
function deferred() {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    return { promise, resolve };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/retry.js
/**
 * Retry with full-jitter exponential backoff that honours `Retry-After`. Only what is retryable is retried:
 * network errors and HTTP 408, 429 and 5xx (but 501 and 505, permanent answers), a 403 that is a rate limit,
 * never other 4xx (the caller decides idempotency).
 * A rate limit (429, or 403 saying so) is never retried sooner than it says: a stated wait (Retry-After, or "try
 * in 5 minutes" in its reason) is waited in full when it fits the call's deadline and RATE_LIMIT_MAX_WAIT_MS, else
 * the call fails at once with the error, which says how long to wait; "try again later" fails at once; a rate
 * limit stating nothing waits at least RATE_LIMIT_MIN_WAIT_MS, doubling.
 */


/** The longest stated rate-limit wait the client sits through before retrying (longer ones fail at once). */
const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** The shortest wait before retrying a rate limit that states no wait (then 2x, 4x...). */
const RATE_LIMIT_MIN_WAIT_MS = 5_000;
const DEFAULT_RETRY = {
    retries: 3,
    minDelayMs: 500,
    maxDelayMs: 30_000,
    random: Math.random,
};
/** `Retry-After` (seconds or HTTP date) \u2192 milliseconds from now, or undefined. */
function parseRetryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    const v = value.trim();
    if (/^\d+(\.\d+)?$/.test(v))
        return Math.round(Number(v) * 1000);
    const at = Date.parse(v);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
function isRetryable(err) {
    // A plain-HTTP answer to TLS (an https:// URL for an HTTP server) will be the same on every try.
    if (err instanceof NetworkError)
        return err.code !== 'AbortError' && err.code !== 'ABORT_ERR' && !err.plainHttpServer;
    if (err instanceof ApiError) {
        // 501 Not Implemented and 505 are permanent answers (a web server that is not the API), not a busy server.
        return (err.status === 408 ||
            err.status === 429 ||
            err.code === 'rate-limited' ||
            (err.status >= 500 && err.status <= 599 && err.status !== 501 && err.status !== 505));
    }
    return false;
}
/**
 * How long a rate limit says to wait: its Retry-After or the wait its text states (ApiError.retryAfterMs),
 * `later` when it says only to try again later, undefined when it says nothing.
 */
function rateLimitWait(err) {
    if (err.retryAfterMs !== undefined)
        return err.retryAfterMs;
    const text = [err.reason ?? '', ...err.body.messages].join(' ');
    return /\blater\b/i.test(text) ? 'later' : undefined;
}
/**
 * The wait before retrying a rate limit, or undefined when it must not be retried: a stated wait longer than
 * RATE_LIMIT_MAX_WAIT_MS or past the deadline, or "later".
 */
function rateLimitDelay(err, attempt, now, deadline) {
    const stated = rateLimitWait(err);
    if (stated === 'later')
        return undefined;
    const wait = stated ?? RATE_LIMIT_MIN_WAIT_MS * 2 ** (attempt - 1);
    if (wait > RATE_LIMIT_MAX_WAIT_MS)
        return undefined;
    if (deadline !== undefined && now + wait >= deadline)
        return undefined;
    return wait;
}
/** Wait before attempt `attempt` (1 = first retry): full jitter, at least the server's Retry-After. */
function backoffDelay(attempt, err, o) {
    const ceiling = Math.min(o.maxDelayMs, o.minDelayMs * 2 ** (attempt - 1));
    const jittered = Math.round(o.random() * ceiling);
    const server = err instanceof ApiError ? err.retryAfterMs : undefined;
    return server === undefined ? jittered : Math.min(o.maxDelayMs, Math.max(server, jittered));
}
async function withRetry(fn, options = {}, hooks = {}) {
    const o = { ...DEFAULT_RETRY, ...options };
    for (let attempt = 0;; attempt++) {
        try {
            return await fn(attempt);
        }
        catch (err) {
            if (attempt >= o.retries || !isRetryable(err) || hooks.signal?.aborted)
                throw err;
            let delay;
            if (err instanceof ApiError && err.code === 'rate-limited') {
                const wait = rateLimitDelay(err, attempt + 1, Date.now(), hooks.deadline);
                if (wait === undefined)
                    throw err; // its message says how long to wait
                delay = wait;
            }
            else
                delay = backoffDelay(attempt + 1, err, o);
            if (hooks.deadline !== undefined && Date.now() + delay >= hooks.deadline)
                throw err;
            // Wait first, then ask: a deploy's "did the server keep it?" check is more reliable a moment later.
            try {
                await (0,external_node_timers_promises_.setTimeout)(delay, undefined, { signal: hooks.signal });
            }
            catch (aborted) {
                // Node's AbortError, its cause the reason: reject with the reason itself, as an abort mid-request does.
                if (hooks.signal?.aborted)
                    throw hooks.signal.reason;
                throw aborted;
            }
            if (hooks.shouldRetry && !(await hooks.shouldRetry(err, attempt + 1)))
                throw err;
            hooks.onRetry?.(err, attempt + 1, delay);
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/manifest.js
/**
 * Local manifests (`{ "/path": { size, md5 } }`, the shape of the server's `manifest.json`), a pure diff
 * against a remote one (the pages a deploy changes), and per-file hashing: md5 for manifests, sha256 + md5 in
 * one read for upload plans (only content the server lacks is sent).
 */




const manifestKey = (path) => (path.startsWith('/') ? path : `/${path}`);
/** Pure: what a deploy of `local` changes relative to `remote`. Paths are compared with a leading slash. */
function diffManifests(local, remote) {
    const norm = (m) => new Map(Object.entries(m).map(([k, v]) => [manifestKey(k), { size: v.size, md5: v.md5 ?? v.md5sum }]));
    const l = norm(local);
    const r = norm(remote);
    const added = [];
    const changed = [];
    const removed = [];
    for (const [path, entry] of l) {
        const other = r.get(path);
        if (!other)
            added.push(path);
        else if (other.size !== entry.size || other.md5 !== entry.md5)
            changed.push(path);
    }
    for (const path of r.keys())
        if (!l.has(path))
            removed.push(path);
    return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}
/** Files up to this size are read whole, in one synchronous read (their cost is per file, not per byte). */
const SMALL_FILE_BYTES = 256 * 1024;
/** One byte more than the largest small file: a read that fills it shows the file grew. */
const scratch = Buffer.allocUnsafe(SMALL_FILE_BYTES + 1);
function changed(file, got) {
    return new PackError('file-changed', file.path, `${file.path} changed size from ${file.size} to ${got} bytes while it was being read. ` +
        'Stop whatever writes to the folder (a build still running?) and deploy again.');
}
/**
 * A small file is read synchronously into one scratch buffer: on a site of thousands of icons the time goes to
 * stream set-up and thread-pool round trips, not to bytes. Every digest is fed from that one read.
 */
function digestSmall(file, algorithms) {
    const fd = (0,external_node_fs_.openSync)(file.absolute, 'r');
    let got = 0;
    try {
        // One byte more than the walk saw is asked for: a regular file answers short only at its end, so a read of
        // exactly the expected size is the whole file (no second read to see the end), and a full one means it grew.
        const want = file.size + 1;
        for (let n = (0,external_node_fs_.readSync)(fd, scratch, 0, want, 0); n > 0; n = (0,external_node_fs_.readSync)(fd, scratch, got, want - got, got)) {
            got += n;
            if (got === file.size || got >= want)
                break;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    if (got !== file.size)
        throw changed(file, got);
    // One-shot digests: no Hash object (and its native half, freed only by a GC) per file and algorithm, which on
    // mdi-icons' 7,453 files was megabytes of garbage at the start of the upload, where a client's memory peaks.
    const bytes = scratch.subarray(0, got);
    return algorithms.map((a) => (0,external_node_crypto_.hash)(a, bytes, 'hex'));
}
const LARGE_READ = 256 * 1024;
/** Read buffers of large files, reused (one per concurrent read) so hashing leaves no garbage behind. */
const spare = [];
/** A large file read in 256 KiB chunks into a reused buffer, each fed to every digest: memory stays flat. */
async function digestLarge(file, algorithms) {
    const hashes = algorithms.map((a) => (0,external_node_crypto_.createHash)(a));
    const buf = spare.pop() ?? Buffer.allocUnsafe(LARGE_READ);
    const fh = await (0,promises_.open)(file.absolute, 'r');
    let got = 0;
    try {
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, LARGE_READ, got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
            for (const h of hashes)
                h.update(buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
        spare.push(buf);
    }
    if (got !== file.size)
        throw changed(file, got);
    return hashes.map((h) => h.digest('hex'));
}
/** Hex digests of one walked file, in the order asked, from a single read of its bytes. */
async function digestFile(file, algorithms) {
    return file.size <= SMALL_FILE_BYTES ? digestSmall(file, algorithms) : digestLarge(file, algorithms);
}
/**
 * Longest stretch of hashing without letting the event loop run (a deploy's requests wait for it): the question
 * by size is asked as the pass starts, and each step of its request (the connection, the write, the answer, then
 * the upload's request) waits for a slice to end. Short slices bring the upload's request to the origin sooner,
 * and the pass takes as long either way (figures: docs/bench.md, "Measurements behind the code").
 */
const SLICE_MS = 0.25;
/**
 * Runs `each` over the files a few at a time (large files overlap their reads); keys sorted in the result. The
 * results are kept by file index and go into the record once, in key order: the walk's order already is, so
 * no second record and no [key, value] pair per file are made (heap at the deploy's peak, on sites of thousands
 * of files).
 */
async function mapFiles(files, concurrency, each, signal) {
    const results = new Array(files.length);
    let next = 0;
    let slice = performance.now();
    const worker = async () => {
        while (next < files.length) {
            signal?.throwIfAborted();
            if (performance.now() - slice > SLICE_MS) {
                // Small files are read synchronously: let the event loop run now and then (timers, sockets, signals).
                await new Promise(setImmediate);
                slice = performance.now();
                continue;
            }
            const i = next++;
            results[i] = await each(files[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
    const keys = files.map((f) => manifestKey(f.path));
    let sorted = true;
    for (let i = 1; i < keys.length && sorted; i++)
        sorted = keys[i - 1] < keys[i];
    const order = sorted
        ? null
        : keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const out = {};
    for (let j = 0; j < keys.length; j++) {
        const i = order ? order[j] : j;
        out[keys[i]] = results[i];
    }
    return out;
}
/** Hashes walked files (md5) without packing them. */
async function hashFiles(files, concurrency = 4) {
    return mapFiles(files, concurrency, async (file) => {
        const [md5] = await digestFile(file, ['md5']);
        return { size: file.size, md5: md5 };
    });
}
/** `{ "/path": { size, md5 } }` of hashed files: the manifest shape, without the sha256. */
function manifestOf(hashes) {
    const out = {};
    for (const [path, h] of Object.entries(hashes))
        out[path] = { size: h.size, md5: h.md5 };
    return out;
}
/** sha256, and md5 when `md5`, of every walked file, all from one read of each file. */
function hashWalked(files, md5, o) {
    const algorithms = md5 ? ['sha256', 'md5'] : ['sha256'];
    const cache = o.cache;
    return mapFiles(files, o.concurrency ?? 4, async (file) => {
        const hit = cache?.get(file, md5);
        // A hit has the md5 when one was asked for (HashCache.get).
        const [sha256, md5sum] = hit
            ? [hit.sha256, md5 ? hit.md5 : undefined]
            : await digestFile(file, algorithms);
        const hashes = md5sum === undefined
            ? { size: file.size, sha256: sha256 }
            : { size: file.size, md5: md5sum, sha256: sha256 };
        o.onHashed?.(file, hashes);
        return hashes;
    }, o.signal);
}
/** sha256 and md5 of every walked file, both from one read of each file: an upload plan and the manifest. */
async function hashSite(files, options = {}) {
    return (await hashWalked(files, true, options));
}
/**
 * sha256 only of every walked file: an upload plan's listing when no md5 manifest is wanted (the CLI), which
 * spares an md5 pass over every byte before the upload can start (about 0.2 s of CPU on a 100 MB site).
 */
async function hashContent(files, options = {}) {
    return hashWalked(files, false, options);
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/deploy-record.js
var deploy_record = __webpack_require__(1195);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: external "node:stream/consumers"
var consumers_ = __webpack_require__(38321);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/node-transport.js
/**
 * One request over Node's own `http` / `https` modules (ClientOptions.transport `node`): HTTP/1.1, keep-alive
 * connections, no proxy. What the CLI sends with when no proxy variable is set: undici, the default transport,
 * is then never loaded, and loading it was most of a client command's start-up (its bundle chunk, and the
 * `http2` module it loads) and about a quarter of a deploy's peak memory (figures: docs/bench.md, "Measurements
 * behind the code").
 */



/** No byte either way for this long ends the request, as undici's default headers and body timeouts do. */
const IDLE_MS = 300_000;
/** Idle connections are kept for the next request of this process (and do not keep it alive: Node unrefs them). */
const agents = {
    'http:': new external_node_http_.Agent({ keepAlive: true }),
    'https:': new external_node_https_.Agent({ keepAlive: true }),
};
class IdleTimeoutError extends Error {
    code = 'ETIMEDOUT';
    constructor() {
        super(`no data sent or received for ${IDLE_MS / 1000} s`);
    }
}
/**
 * Sends the request and resolves with the response once its headers are in (its body streams). A request body
 * that fails (a file that changed under the packer) ends the request with that error: before the response it
 * rejects, after it the response body fails with it.
 */
function nodeRequest(url, o) {
    const u = new URL(url);
    const client = u.protocol === 'https:' ? external_node_https_ : external_node_http_;
    return new Promise((resolve, reject) => {
        let res;
        const body = o.body;
        // Stated, not left to Node: it sends a DELETE's body without a length, which servers refuse.
        const length = typeof body === 'string' || Buffer.isBuffer(body)
            ? { 'content-length': String(Buffer.byteLength(body)) }
            : {};
        const req = client.request(u, {
            method: o.method,
            headers: { ...o.headers, ...length },
            agent: agents[u.protocol],
            signal: o.signal,
        }, (response) => {
            res = response;
            const body = Object.assign(response, { text: () => (0,consumers_.text)(response) });
            resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body });
        });
        req.setTimeout(IDLE_MS, () => req.destroy(new IdleTimeoutError()));
        req.on('error', (err) => {
            if (!res)
                reject(err);
            // The answer came first (a refusal before the body was read, or a stream of progress lines): its body
            // carries the failure, unless it is already whole.
            else if (!res.complete)
                res.destroy(err);
        });
        if (body === undefined)
            req.end();
        else if (typeof body === 'string' || Buffer.isBuffer(body))
            req.end(body);
        else {
            // Not stream.pipeline: it aborts a request it destroys, and the body's own error would be lost for
            // "socket hang up".
            body.once('error', (err) => req.destroy(err));
            req.once('close', () => body.destroy());
            body.pipe(req);
        }
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/http.js
/**
 * One HTTP exchange with the API over undici (imported on first use), or over Node's own http (`transport`
 * `node`, node-transport.ts): URL joining, Basic auth, JSON bodies, timeouts via AbortSignal,
 * error mapping to ApiError/NetworkError, bodies always consumed. No retries here (see retry.ts).
 * The Authorization header is built here and never leaves this module: nothing logs or throws it.
 */




/** Encodes one dynamic path segment (domain, rev, id, email). */
const seg = (value) => encodeURIComponent(String(value));
function http_parseEndpoint(endpoint) {
    let url;
    try {
        url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `http://${endpoint}`);
    }
    catch {
        throw new TypeError(`endpoint "${endpoint}" is not a URL: use e.g. https://surge.surge.sh or http://127.0.0.1:3000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`endpoint must be http:// or https://, got ${url.protocol}`);
    }
    if (url.username || url.password) {
        throw new TypeError('endpoint must not contain credentials: pass them as the token (or email and password) option');
    }
    if (url.search || url.hash)
        throw new TypeError('endpoint must not have a query string or fragment');
    return url;
}
function authorization(credentials) {
    if (!credentials)
        return undefined;
    const pair = 'token' in credentials ? `token:${credentials.token}` : `${credentials.email}:${credentials.password}`;
    return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}
/** Header values must be ASCII without control characters (the official clients strip the rest). */
const headerSafe = (value) => value.replace(/[^\x20-\x7e]/g, '').trim();
function flatHeaders(h) {
    const out = {};
    for (const [k, v] of Object.entries(h))
        if (v !== undefined)
            out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    return out;
}
/**
 * One turn of the event loop before each request. undici hands a keep-alive connection back to its pool only on
 * the turn after the response that used it ended (lib/dispatcher/client-h1.js: "we must wait a full event loop
 * cycle to reuse this socket"), so a request made in the same turn, as a call right after another's answer is,
 * opens a second connection: against an HTTPS server a TCP and a TLS handshake on the deploy's path (the upload
 * goes right after the answer to its upload plan). test/client/upload-plan.test.ts counts the connections.
 */
const connectionFree = () => new Promise((resolve) => setImmediate(resolve));
function createHttp(o) {
    const auth = authorization(o.credentials);
    const base = o.endpoint.pathname.replace(/\/+$/, '');
    const urlFor = (path) => `${o.endpoint.origin}${base}${path}`;
    /** Sends a request and returns the raw response; throws ApiError for non-2xx (body consumed). */
    async function send(spec) {
        const headers = {
            'user-agent': o.userAgent,
            accept: 'application/json',
            ...spec.headers,
        };
        if (spec.auth !== 'none' && auth)
            headers.authorization = auth;
        let body;
        if (spec.raw) {
            const b = spec.raw.body;
            body = b instanceof external_node_stream_.Readable || typeof b === 'string' || Buffer.isBuffer(b) ? b : external_node_stream_.Readable.from(b);
            if (spec.raw.contentType)
                headers['content-type'] = spec.raw.contentType;
        }
        else if (spec.json !== undefined) {
            body = JSON.stringify(spec.json);
            headers['content-type'] = 'application/json';
        }
        const timeoutMs = spec.timeoutMs ?? o.timeoutMs;
        const timeout = spec.deadline ?? (timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined);
        const signals = [spec.signal, timeout].filter((s) => !!s);
        const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
        o.logger.debug(`${spec.method} ${base}${spec.path}`);
        let res;
        try {
            await connectionFree();
            const init = { method: spec.method, headers, body, signal };
            res =
                o.transport === 'node'
                    ? await nodeRequest(urlFor(spec.path), init)
                    : await (await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19))).request(urlFor(spec.path), { ...init, dispatcher: o.dispatcher });
        }
        catch (err) {
            if (spec.signal?.aborted)
                throw spec.signal.reason ?? err;
            throw new NetworkError(spec.method, spec.path, timeout?.aborted ? timeout.reason : err);
        }
        const status = res.statusCode;
        const resHeaders = flatHeaders(res.headers);
        if (status >= 200 && status < 300)
            return { status, headers: resHeaders, body: res.body };
        let text = '';
        try {
            text = await res.body.text();
        }
        catch {
            // the error status is what matters
        }
        throw new ApiError({
            status,
            method: spec.method,
            path: spec.path,
            what: spec.what,
            credentials: spec.auth === 'none' || !o.credentials ? 'none' : 'token' in o.credentials ? 'token' : 'password',
            reason: resHeaders.reason,
            body: parseBody(text),
            retryAfterMs: parseRetryAfter(resHeaders['retry-after']),
        });
    }
    /** A JSON call: the parsed body (text if not JSON, undefined if empty). */
    async function call(spec) {
        const res = await send(spec);
        let text;
        try {
            text = await res.body.text();
        }
        catch (err) {
            throw new NetworkError(spec.method, spec.path, err);
        }
        return parseBody(text);
    }
    return { send, call, urlFor };
}
function parseBody(text) {
    if (text === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy-request.js
/**
 * The parts of a deploy request: the `x-sitepub-meta` value, the spec headers, a byte-counting body wrapper
 * (to know whether anything was sent before a failure), and the URLs of the result.
 */




/** Key of the per-deploy id this client adds to `x-sitepub-meta` (and finds again in RevisionEntry.meta). */
const DEPLOY_ID_META_KEY = 'deployId';
const MAX_META_BYTES = 4096;
/** Headers of `PUT /:domain` (spec part 4, plus `timestamp` like the official CLI and `x-sitepub-meta`). */
function deployHeaders(o, known) {
    const headers = {
        accept: 'application/x-ndjson',
        version: known.version,
        timestamp: new Date().toJSON(),
        'x-sitepub-meta': known.meta,
    };
    if (known.fileCount !== undefined)
        headers['file-count'] = String(known.fileCount);
    if (known.projectSize !== undefined)
        headers['project-size'] = String(known.projectSize);
    if (o.message)
        headers.message = headerSafe(o.message);
    if (o.stage)
        headers.stage = 'true';
    if (o.ssl)
        headers.ssl = 'true';
    if (o.add?.length)
        headers.add = o.add.map(headerSafe).join(',');
    if (o.rem?.length)
        headers.rem = o.rem.map(headerSafe).join(',');
    return headers;
}
function encodeMeta(meta) {
    for (const [k, v] of Object.entries(meta)) {
        if (typeof v !== 'string')
            throw new ClientError('invalid-input', `meta.${k} must be a string (got ${typeof v}).`);
    }
    // \u-escape everything outside printable ASCII so the header is valid and round-trips exactly.
    const json = JSON.stringify(meta).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (json.length > MAX_META_BYTES) {
        throw new ClientError('invalid-input', `meta is ${json.length} bytes as JSON; the limit is ${MAX_META_BYTES}. Keep only short strings.`);
    }
    return json;
}
/** One turn of the event loop: what has arrived on the sockets (an early answer) is read before going on. */
const readArrived = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Wraps an async byte source, counting what is taken. `it.next()` is called directly, so abandoning one
 * attempt's wrapper does not end the source: an attempt that took nothing can be repeated.
 *
 * Each chunk is handed on a turn of the event loop after the source produced it. A server may answer before the
 * upload ended (a refusal: 401, 403, 413) and close the connection at once; the client's next write then fails
 * (EPIPE, ECONNRESET) and Node destroys the socket with the answer unread, so the caller would see a network
 * error instead of the server's answer (nodejs/node#12339, #54366). The turn lets an answer that arrived while
 * the source was busy (reading files, compressing) be read first: undici then ends the request with that answer
 * and stops the upload. Not covered: an answer and reset arriving while bytes of this client wait in the
 * socket's own write queue. test/client/early-refusal.test.ts.
 */
function counter(it) {
    let n = 0;
    async function* take() {
        for (;;) {
            const r = await it.next();
            if (r.done)
                return;
            n += r.value.length;
            await readArrived();
            yield r.value;
        }
    }
    return { stream: external_node_stream_.Readable.from(take(), { objectMode: false }), pulled: () => n };
}
/** The URL of `host` as `info.urls` lists it; else another listed URL with its host swapped (same scheme and
 * port: a staged deploy may list only its preview); else `https://<host>`. Always without a trailing slash when
 * it has no path (`https://h`, as the server and surge.sh list them), so `url` and `previewUrl` agree. */
function urlOf(info, host) {
    const urls = Array.isArray(info.urls) ? info.urls.filter((u) => typeof u?.url === 'string') : [];
    const found = urls.find((u) => u.domain === host);
    if (found)
        return withoutRootSlash(found.url);
    for (const u of urls) {
        try {
            const url = new URL(u.url);
            url.hostname = host;
            url.pathname = '/';
            url.search = '';
            url.hash = '';
            return withoutRootSlash(url.href);
        }
        catch {
            // not a URL: try the next one
        }
    }
    return `https://${host}`;
}
/** `https://h/` \u2192 `https://h`; a URL with a path, query or fragment, or not a URL, as it is. */
function withoutRootSlash(href) {
    try {
        const url = new URL(href);
        return url.pathname === '/' && !url.search && !url.hash ? url.origin : href;
    }
    catch {
        return href;
    }
}
/**
 * Whether a listed revision was made by the deploy with this id: by the record at the end of its message (every
 * server keeps the message; a plain surge server lists it as `msg`), else by `meta` (sitepub servers).
 */
function madeBy(entry, deployId) {
    if (!entry || typeof entry !== 'object')
        return false;
    const message = typeof entry.msg === 'string' ? entry.msg : entry.message;
    if ((0,deploy_record/* parseRecord */.Hh)(message).record.id === deployId)
        return true;
    const meta = entry.meta;
    return !!meta && typeof meta === 'object' && meta[DEPLOY_ID_META_KEY] === deployId;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/normalize.js
/** What an answer lacked (debug) or had odd (warning), gathered to be said once. */
class Notes {
    odd = new Set();
    absent = new Set();
    /** One warning for the odd fields, one debug line for the absent ones. */
    report(logger, what) {
        if (this.odd.size)
            logger.warning(`${what}: the server's answer ${[...this.odd].join('; ')}; read as well as it could be.`);
        if (this.absent.size)
            logger.debug(`${what}: the answer has no ${[...this.absent].join(', ')}.`);
    }
}
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** A revision id: a number, or digits in a string (noted). */
function revOf(v, notes, where) {
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)
        return v;
    if (typeof v === 'string' && /^\d{1,16}$/.test(v.trim())) {
        notes.odd.add(`gives ${where} "rev" as a string`);
        return Number(v.trim());
    }
    notes.odd.add(v === undefined ? `has no ${where} "rev"` : `has an unusable ${where} "rev"`);
    return undefined;
}
function countOf(v) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string' && /^\d+$/.test(v.trim()))
        return Number(v.trim());
    return undefined;
}
const stringOr = (v, fallback) => (typeof v === 'string' ? v : fallback);
const stringOrNull = (v) => (typeof v === 'string' ? v : null);
function boolOf(v, notes, what) {
    if (typeof v === 'boolean')
        return v;
    if (v === 'true' || v === 'false') {
        notes.odd.add(`gives "${what}" as a string`);
        return v === 'true';
    }
    notes.odd.add(v === undefined ? `has no "${what}"` : `has an unusable "${what}"`);
    return false;
}
/** The sitepub-only fields, noted when absent. */
function extensions(e, notes) {
    const out = {};
    if (typeof e.liveAt === 'string' || e.liveAt === null)
        out.liveAt = e.liveAt;
    else
        notes.absent.add('liveAt');
    if (typeof e.contentHash === 'string')
        out.contentHash = e.contentHash;
    if (isObject(e.meta)) {
        const meta = {};
        for (const [k, v] of Object.entries(e.meta))
            if (typeof v === 'string')
                meta[k] = v;
        out.meta = meta;
    }
    else if (e.meta !== undefined)
        notes.odd.add('has a "meta" that is not an object');
    return out;
}
/** One revision entry, or undefined when it has no usable rev (noted). */
function revisionEntry(v, domain, notes, where = 'a revision') {
    if (!isObject(v)) {
        notes.odd.add(`has ${where} that is not an object`);
        return undefined;
    }
    // No rev but a preview host `<rev>-<domain>`: the rev it names.
    const fromPreview = v.rev === undefined && typeof v.preview === 'string' ? /^(\d{1,16})-/.exec(v.preview)?.[1] : undefined;
    if (fromPreview !== undefined)
        notes.odd.add('has a revision without "rev" (read from its preview)');
    const rev = fromPreview !== undefined
        ? Number(fromPreview)
        : revOf(v.rev, notes, where === 'a revision' ? "a revision's" : `the ${where}'s`);
    if (rev === undefined)
        return undefined;
    const message = stringOrNull(v.message) ?? stringOrNull(v.msg);
    const msg = stringOrNull(v.msg) ?? message;
    let created = v.created_at;
    if (typeof created !== 'string') {
        notes.absent.add('created_at (taken from the revision id, the deploy time)');
        created = new Date(rev).toISOString();
    }
    const entry = {
        ...v,
        rev,
        preview: stringOr(v.preview, `${rev}-${domain}`),
        current: typeof v.current === 'boolean' ? v.current : boolOf(v.current, notes, 'current'),
        email: stringOr(v.email, ''),
        message,
        msg,
        friendlySize: stringOr(v.friendlySize, ''),
        timeAgoInWords: stringOr(v.timeAgoInWords, ''),
        publicFileCount: countOf(v.publicFileCount) ?? v.publicFileCount,
        publicTotalSize: countOf(v.publicTotalSize) ?? v.publicTotalSize,
        created_at: created,
        ...extensions(v, notes),
    };
    if (!isObject(entry.meta))
        delete entry.meta;
    return entry;
}
/** `GET /:domain/list`: the entries that have a usable rev, newest first as the server sent them. */
function revisionList(v, domain, logger) {
    const notes = new Notes();
    let out = [];
    if (!Array.isArray(v))
        notes.odd.add('is not a list');
    else
        out = v.map((e) => revisionEntry(e, domain, notes)).filter((e) => e !== undefined);
    notes.report(logger, `The revision list of ${domain}`);
    return out;
}
/** `info.instances` and the like: an array, else none (noted when present but not an array). */
function instancesOf(v, notes) {
    if (Array.isArray(v))
        return v.filter(isObject);
    if (v !== undefined)
        notes.odd.add('has an "instances" that is not a list');
    return [];
}
function urlsOf(v, notes) {
    if (Array.isArray(v))
        return v.filter((u) => isObject(u) && typeof u.url === 'string');
    if (v === undefined)
        notes.absent.add('urls');
    else
        notes.odd.add('has a "urls" that is not a list');
    return [];
}
/** `GET /:domain[/:rev]/metadata.json`. */
function metadataOf(v, domain, logger) {
    const notes = new Notes();
    if (!isObject(v)) {
        notes.odd.add('is not an object');
        notes.report(logger, `The metadata of ${domain}`);
        return v;
    }
    const rev = revOf(v.rev, notes, 'its');
    const message = stringOrNull(v.message) ?? stringOrNull(v.msg);
    notes.report(logger, `The metadata of ${domain}`);
    return {
        ...v,
        ...(rev === undefined ? {} : { rev, preview: stringOr(v.preview, `${rev}-${domain}`) }),
        message,
        msg: stringOrNull(v.msg) ?? message,
    };
}
/** Rollback, rollfore, cutover and discard answers: `revision` (and `former`) as entries, `instances` a list. */
function revisionAnswer(v, domain, logger, what) {
    const notes = new Notes();
    if (!isObject(v)) {
        notes.odd.add('is not an object');
        notes.report(logger, what);
        return v;
    }
    const out = { ...v, instances: instancesOf(v.instances, notes) };
    if (v.revision !== undefined)
        out.revision = revisionEntry(v.revision, domain, notes, 'revision') ?? v.revision;
    else
        notes.odd.add('has no "revision"');
    if (v.former !== undefined && v.former !== null)
        out.former = revisionEntry(v.former, domain, notes, 'former revision') ?? v.former;
    notes.report(logger, what);
    return out;
}
/** A deploy's info line: `metadata.rev` a number, `instances` and `urls` lists. Notes what was odd. */
function infoOf(info, domain, notes) {
    const i = info;
    const md = isObject(i.metadata) ? i.metadata : {};
    if (!isObject(i.metadata))
        notes.odd.add('has no "metadata"');
    const rev = revOf(md.rev, notes, "the info line's");
    return {
        ...info,
        instances: instancesOf(i.instances, notes),
        urls: urlsOf(i.urls, notes),
        metadata: {
            ...md,
            ...(rev === undefined ? {} : { rev }),
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/upload-plan.js
/**
 * Upload plans (sitepub extension, docs/client.md): the client lists every file of a folder with its sha256
 * and size (or by size alone first), the server answers which ones it lacks for this account, and the deploy
 * carries only those. Pure helpers: the request bodies, the checks of the answers against what was asked, what
 * counts as "no plans here", and the one-line description of an upload the CLI and the Action print.
 */


/** Request header naming the plan on `PUT /:domain`. */
const UPLOAD_PLAN_HEADER = 'x-sitepub-upload';
/** Path of the plan endpoint under a domain's path (`/<domain>`). */
const planPath = (domainPath) => `${domainPath}/uploads`;
/** The status line before an upload: how much of the site travels, how much the server already holds. */
function uploadLine(u, f) {
    const files = (n) => `${f.count(n)} file${n === 1 ? '' : 's'}`;
    if (u.plan === undefined)
        return `Uploading ${files(u.fileCount)} (${f.bytes(u.projectSize)})`;
    if (u.files === 0)
        return `Uploading nothing: all ${files(u.fileCount)} already on the server`;
    return (`Uploading ${f.count(u.files)} of ${files(u.fileCount)} (${f.bytes(u.bytes)}); ` +
        `${f.count(u.fileCount - u.files)} already on the server`);
}
/** The request body's `files`: every hashed file, in manifest-key order. */
function planFiles(hashes) {
    return Object.entries(hashes).map(([path, h]) => ({ path, size: h.size, sha256: h.sha256 }));
}
/** Every walked file by size alone: a listing asked about before (or while) the files are hashed. */
function sizeListing(files) {
    return files.map((f) => ({ path: manifestKey(f.path), size: f.size }));
}
/** The answer to a size-only listing, or undefined if it is not one (the listing by sha256 then follows). */
function sizeAnswer(answer) {
    const a = answer;
    if (!a || typeof a !== 'object' || !Array.isArray(a.worthHashing))
        return undefined;
    return { worthHashing: strings(a.worthHashing), encodings: strings(a.encodings) };
}
/** The strings of an answer's array field (none when it is not an array). */
const strings = (v) => Array.isArray(v) ? v.filter((e) => typeof e === 'string') : [];
/**
 * Checks a plan answer against the listed files: an id, a list of paths that were all listed, an expiry.
 * Returns the plan, or why it cannot be used (the deploy then uploads every file).
 */
function checkPlan(answer, hashes) {
    const a = answer;
    if (!a || typeof a !== 'object')
        return 'the answer is not a JSON object';
    if (typeof a.id !== 'string' || a.id === '' || !/^[\x21-\x7e]+$/.test(a.id))
        return 'the answer has no usable "id"';
    if (!Array.isArray(a.missing) || !a.missing.every((p) => typeof p === 'string'))
        return 'the answer has no "missing" list of paths';
    const missing = a.missing;
    const unknown = missing.find((p) => !Object.hasOwn(hashes, p));
    if (unknown !== undefined)
        return `the answer asks for ${JSON.stringify(unknown)}, which was not listed`;
    if (new Set(missing).size !== missing.length)
        return 'the answer lists a path twice';
    const expiresAt = typeof a.expiresAt === 'number' ? a.expiresAt : Number.POSITIVE_INFINITY;
    return {
        id: a.id,
        missing,
        expiresAt,
        ...(typeof a.reusedFiles === 'number' ? { reusedFiles: a.reusedFiles } : {}),
        ...(typeof a.reusedBytes === 'number' ? { reusedBytes: a.reusedBytes } : {}),
        ...(Array.isArray(a.encodings) ? { encodings: strings(a.encodings) } : {}),
    };
}
const PERMISSION = /permission|not (allowed|authori[sz]ed|permitted)|\bown(s|er|ed)?\b|collaborator|access|forbidden|\bscope\b/i;
function planFailure(err) {
    if (!(err instanceof ApiError))
        return 'fail';
    if (err.status === 404 || err.status === 405 || err.status === 501)
        return 'absent';
    if (err.status === 401 || err.code === 'rate-limited')
        return 'fail';
    if (err.status === 403 && err.code === 'forbidden' && !err.body.html) {
        const said = [err.reason ?? '', ...err.body.messages].join(' ');
        if (PERMISSION.test(said))
            return 'fail';
    }
    return 'fallback';
}
/** A server without upload plans (surge.sh, older sitepub servers): 404, 405 or 501 to the plan request. */
function plansUnsupported(err) {
    return planFailure(err) === 'absent';
}
/** The deploy named a plan the server no longer has (expired, used, restarted): 412 before the body. */
function planRefused(err) {
    return err instanceof ApiError && err.status === 412;
}
/** Files and bytes an archive of `missing` carries. */
function countsOf(hashes, missing) {
    let bytes = 0;
    for (const p of missing)
        bytes += hashes[p]?.size ?? 0;
    return { files: missing.length, bytes };
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/ignore-rules.js
/**
 * Ignore rules for packing, with gitignore semantics (the `ignore` package, as the official client uses):
 * the official client's defaults, then the folder's `.surgeignore`, then extra patterns from the caller.
 * Later patterns win, so `!.well-known` in `.surgeignore` brings a dot-directory back.
 */



/** The `surge-ignore` defaults: VCS data, dotfiles, dependency folders and editor backups (`index.html~`). */
const DEFAULT_IGNORES = ['.git', '.*', '*.*~', 'node_modules', 'bower_components'];
const IGNORE_FILE = '.surgeignore';
function compileIgnore(patterns) {
    const ig = ignore().add([...patterns]);
    return (rel, isDir) => ig.ignores(isDir ? `${rel}/` : rel);
}
/** Reads `<folder>/.surgeignore` if present (missing file \u2192 no patterns). */
async function readIgnoreFile(folder) {
    try {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(folder, IGNORE_FILE), 'utf8');
        return text.split(/\r?\n/);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw err;
    }
}
async function loadIgnore(folder, options = {}) {
    const patterns = [
        ...(options.useDefaults === false ? [] : DEFAULT_IGNORES),
        ...(options.useIgnoreFile === false ? [] : await readIgnoreFile(folder)),
        ...(options.extra ?? []),
    ];
    return compileIgnore(patterns);
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/parallel-compress.js
/**
 * Compression off the main thread, on every core where the format allows it, as pigz does: the input is cut into
 * pieces, each compressed on libuv's thread pool by one of `workers` long-lived streams.
 *
 * - gzip: each piece is raw deflate ended with a full flush (byte-aligned, no back-reference into an earlier
 *   piece), so any of the workers may take any piece and a piece's bytes never depend on which one did; joined
 *   in order, plus one empty final block, in one gzip member with the CRC-32 and length of the whole input.
 * - zstd: one stream, one frame (content checksum on), the pieces fed in order on the thread pool while the
 *   main thread reads the next. Not a frame per piece on every core: consecutive frames are one valid zstd
 *   stream, but Node's ZstdDecompress (24.x) ends its output at the first frame that ends inside an input chunk
 *   (zlib.js `processCallback`: input left over means "the stream has ended early"), so the origin would read
 *   a truncated archive. One core of zstd level 1 still takes a third of the CPU of gzip level 2 on two. Nor
 *   zstd's own threads (ZSTD_c_nbWorkers): a ZstdCompress stream given them packed swagger-ui in the same time
 *   (no gain through Node's stream), and with 512 KiB jobs failed (ERR_STREAM_PUSH_AFTER_EOF: zstd returned with
 *   input left while it waited for a worker, which zlib.js takes for the end of the stream).
 *
 * No new compression stream per piece: less memory and faster. At most `workers` pieces are in flight, so
 * memory stays flat.
 *
 * Pieces of 256 KiB: each gzip piece starts without the previous 32 KiB as history, which costs a fraction of a
 * percent of size at the same speed; smaller pieces mean less compressed output in flight and awaiting
 * collection, so a lower peak RSS (figures: docs/bench.md, "Measurements behind the code").
 */


const GZIP_CHUNK_BYTES = 256 * 1024;
/** Whether this Node has zstd (22.15 / 23.8 and later). */
const zstdAvailable = () => typeof external_node_zlib_.createZstdCompress === 'function';
/** gzip header: magic, deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every machine). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final empty fixed-Huffman block (BFINAL=1, BTYPE=01, end of block): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/** One persistent stream: a piece in, with a flush of the given kind, and what came out by then. */
class Compressor {
    #stream;
    #out = [];
    #failed = null;
    constructor(stream) {
        this.#stream = stream;
        stream.on('data', (c) => this.#out.push(c));
        stream.on('error', (e) => (this.#failed = e));
    }
    compress(piece, flush) {
        return new Promise((resolve, reject) => {
            if (piece)
                this.#stream.write(piece);
            this.#stream.flush(flush, (err) => {
                if (err || this.#failed)
                    return reject(err ?? this.#failed);
                const out = this.#out;
                this.#out = [];
                resolve(out);
            });
        });
    }
    close() {
        this.#stream.destroy();
    }
}
function gzipFormat() {
    let crc = 0;
    let total = 0;
    return {
        maxWorkers: Infinity,
        compressor: (level) => new Compressor(external_node_zlib_.createDeflateRaw({ level, chunkSize: 64 * 1024 })),
        pieceFlush: external_node_zlib_.constants.Z_FULL_FLUSH,
        head: () => [GZIP_HEADER],
        see(piece) {
            crc = external_node_zlib_.crc32(piece, crc);
            total += piece.length;
        },
        tail() {
            const trailer = Buffer.alloc(8);
            trailer.writeUInt32LE(crc >>> 0, 0);
            trailer.writeUInt32LE(total % 2 ** 32, 4);
            return Promise.resolve([LAST_BLOCK, trailer]);
        },
    };
}
function zstdFormat() {
    const c = external_node_zlib_.constants;
    return {
        maxWorkers: 1,
        compressor: (level) => new Compressor(external_node_zlib_.createZstdCompress({
            chunkSize: 64 * 1024,
            params: { [c.ZSTD_c_compressionLevel]: level, [c.ZSTD_c_checksumFlag]: 1 },
        })),
        // Whatever zstd has ready, without ending a block early (its blocks are up to 128 KiB).
        pieceFlush: c.ZSTD_e_continue,
        head: () => [],
        see: () => { },
        tail: (only) => only.compress(null, c.ZSTD_e_end),
    };
}
async function* parallelPieces(source, format, o) {
    const chunkBytes = o.chunkBytes ?? GZIP_CHUNK_BYTES;
    const workers = Math.max(1, Math.min(format.maxWorkers, o.workers ?? (0,external_node_os_.availableParallelism)()));
    const idle = Array.from({ length: workers }, () => format.compressor(o.level));
    const all = [...idle];
    const pool = [];
    const inflight = [];
    const submit = (piece, len) => {
        const data = piece.subarray(0, len);
        format.see(data);
        const worker = idle.pop();
        const job = worker.compress(data, format.pieceFlush);
        job.catch(() => { });
        inflight.push({ job, piece, worker });
    };
    const done = async () => {
        const { job, piece, worker } = inflight.shift();
        const out = await job;
        pool.push(piece);
        idle.push(worker);
        return out;
    };
    try {
        yield* format.head();
        let piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
        let fill = 0;
        for await (const part of source) {
            for (let off = 0; off < part.length;) {
                const n = Math.min(part.length - off, chunkBytes - fill);
                part.copy(piece, fill, off, off + n);
                fill += n;
                off += n;
                if (fill < chunkBytes)
                    continue;
                if (idle.length === 0)
                    for (const b of await done())
                        yield b;
                submit(piece, fill);
                piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
                fill = 0;
            }
        }
        if (fill > 0) {
            if (idle.length === 0)
                for (const b of await done())
                    yield b;
            submit(piece, fill);
        }
        while (inflight.length)
            for (const b of await done())
                yield b;
        yield* await format.tail(all[0]);
    }
    finally {
        for (const w of all)
            w.close();
    }
}
/** One gzip member of the whole input. */
function parallelGzip(source, o) {
    return parallelPieces(source, gzipFormat(), o);
}
/** One zstd frame of the whole input. Needs zstdAvailable(). */
function parallelZstd(source, o) {
    if (!zstdAvailable())
        throw new Error(`this Node (${process.version}) has no zstd; use gzip`);
    return parallelPieces(source, zstdFormat(), o);
}

;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/large-numbers.js
// Tar can encode large and negative numbers using a leading byte of
// 0xff for negative, and 0x80 for positive.
const encode = (num, buf) => {
    if (!Number.isSafeInteger(num)) {
        // The number is so large that javascript cannot represent it with integer
        // precision.
        throw Error('cannot encode number outside of javascript safe integer range');
    }
    else if (num < 0) {
        encodeNegative(num, buf);
    }
    else {
        encodePositive(num, buf);
    }
    return buf;
};
const encodePositive = (num, buf) => {
    buf[0] = 0x80;
    for (var i = buf.length; i > 1; i--) {
        buf[i - 1] = num & 0xff;
        num = Math.floor(num / 0x100);
    }
};
const encodeNegative = (num, buf) => {
    buf[0] = 0xff;
    var flipped = false;
    num = num * -1;
    for (var i = buf.length; i > 1; i--) {
        var byte = num & 0xff;
        num = Math.floor(num / 0x100);
        if (flipped) {
            buf[i - 1] = onesComp(byte);
        }
        else if (byte === 0) {
            buf[i - 1] = 0;
        }
        else {
            flipped = true;
            buf[i - 1] = twosComp(byte);
        }
    }
};
const parse = (buf) => {
    const pre = buf[0];
    const value = pre === 0x80 ? pos(buf.subarray(1, buf.length))
        : pre === 0xff ? twos(buf)
            : null;
    if (value === null) {
        throw Error('invalid base256 encoding');
    }
    if (!Number.isSafeInteger(value)) {
        // The number is so large that javascript cannot represent it with integer
        // precision.
        throw Error('parsed number outside of javascript safe integer range');
    }
    return value;
};
const twos = (buf) => {
    var len = buf.length;
    var sum = 0;
    var flipped = false;
    for (var i = len - 1; i > -1; i--) {
        var byte = Number(buf[i]);
        var f;
        if (flipped) {
            f = onesComp(byte);
        }
        else if (byte === 0) {
            f = byte;
        }
        else {
            flipped = true;
            f = twosComp(byte);
        }
        if (f !== 0) {
            sum -= f * Math.pow(256, len - i - 1);
        }
    }
    return sum;
};
const pos = (buf) => {
    var len = buf.length;
    var sum = 0;
    for (var i = len - 1; i > -1; i--) {
        var byte = Number(buf[i]);
        if (byte !== 0) {
            sum += byte * Math.pow(256, len - i - 1);
        }
    }
    return sum;
};
const onesComp = (byte) => (0xff ^ byte) & 0xff;
const twosComp = (byte) => ((0xff ^ byte) + 1) & 0xff;
//# sourceMappingURL=large-numbers.js.map
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/types.js
const isCode = (c) => types_name.has(c);
const isName = (c) => code.has(c);
/**
 * types that are a normal file system entry, not metadata.
 *
 * These can be the subject of extended/globalExtended headers, long path
 * names, long linkpath names, etc.
 *
 * Any other types are meta, and cannot be targetted by extended PAX headers.
 */
const normalFsTypes = new Set([
    '0',
    '',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    'D',
]);
// map types from key to human-friendly name
const types_name = new Map([
    ['0', 'File'],
    // same as File
    ['', 'OldFile'],
    ['1', 'Link'],
    ['2', 'SymbolicLink'],
    // Devices and FIFOs aren't fully supported
    // they are parsed, but skipped when unpacking
    ['3', 'CharacterDevice'],
    ['4', 'BlockDevice'],
    ['5', 'Directory'],
    ['6', 'FIFO'],
    // same as File
    ['7', 'ContiguousFile'],
    // pax headers
    ['g', 'GlobalExtendedHeader'],
    ['x', 'ExtendedHeader'],
    // vendor-specific stuff
    // skip
    ['A', 'SolarisACL'],
    // like 5, but with data, which should be skipped
    ['D', 'GNUDumpDir'],
    // metadata only, skip
    ['I', 'Inode'],
    // data = link path of next file
    ['K', 'NextFileHasLongLinkpath'],
    // data = path of next file
    ['L', 'NextFileHasLongPath'],
    // skip
    ['M', 'ContinuationFile'],
    // like L
    ['N', 'OldGnuLongPath'],
    // skip
    ['S', 'SparseFile'],
    // skip
    ['V', 'TapeVolumeHeader'],
    // like x
    ['X', 'OldExtendedHeader'],
]);
// map the other direction
const code = new Map(Array.from(types_name).map(kv => [kv[1], kv[0]]));
//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/header.js
// parse a 512-byte header block to a data object, or vice-versa
// encode returns `true` if a pax extended header is needed, because
// the data could not be faithfully encoded in a simple header.
// (Also, check header.needPax to see if it needs a pax header.)



const notNegative = (n) => n === undefined || n < 0 ? undefined : n;
class Header {
    cksumValid = false;
    needPax = false;
    nullBlock = false;
    block;
    path;
    mode;
    uid;
    gid;
    size;
    cksum;
    #type = 'Unsupported';
    linkpath;
    uname;
    gname;
    devmaj = 0;
    devmin = 0;
    atime;
    ctime;
    mtime;
    charset;
    comment;
    constructor(data, off = 0, ex, gex) {
        if (Buffer.isBuffer(data)) {
            this.decode(data, off || 0, ex, gex);
        }
        else if (data) {
            this.#slurp(data);
        }
    }
    decode(buf, off, ex, gex) {
        if (!off) {
            off = 0;
        }
        if (!buf || !(buf.length >= off + 512)) {
            throw new Error('need 512 bytes for header');
        }
        // Decode the typeflag (independent of any pending PAX/GNU extended header)
        // up front so we can tell whether THIS block is itself an intermediary
        // extension header (PAX `x`/`g`, GNU long-name `L`, GNU long-link `K`).
        // Per POSIX pax, a PAX extended header describes the *next file entry*, not
        // the extension headers that may sit between it and that file. Applying the
        // pending PAX overrides (notably `size`) to an intervening `L`/`K`/`x`/`g`
        // header desynchronizes the stream relative to other tar implementations
        // and enables tar interpretation-conflict / file-smuggling attacks.
        const t = decString(buf, off + 156, 1);
        const isNormalFS = normalFsTypes.has(t);
        const exForFields = isNormalFS ? ex : undefined;
        const gexForFields = isNormalFS ? gex : undefined;
        this.path = exForFields?.path ?? decString(buf, off, 100);
        this.mode =
            exForFields?.mode ??
                gexForFields?.mode ??
                decNumber(buf, off + 100, 8);
        this.uid =
            exForFields?.uid ?? gexForFields?.uid ?? decNumber(buf, off + 108, 8);
        this.gid =
            exForFields?.gid ?? gexForFields?.gid ?? decNumber(buf, off + 116, 8);
        this.size = notNegative(exForFields?.size ??
            gexForFields?.size ??
            decNumber(buf, off + 124, 12));
        this.mtime =
            exForFields?.mtime ??
                gexForFields?.mtime ??
                decDate(buf, off + 136, 12);
        this.cksum = decNumber(buf, off + 148, 12);
        // if we have extended or global extended headers, apply them now
        // See https://github.com/npm/node-tar/pull/187
        // Apply global before local, so it overrides. Never slurp the pending
        // extended-header fields onto an intermediary extension header.
        if (gexForFields)
            this.#slurp(gexForFields, true);
        if (exForFields)
            this.#slurp(exForFields);
        // old tar versions marked dirs as a file with a trailing /
        if (isCode(t)) {
            this.#type = t || '0';
        }
        if (this.#type === '0' && this.path.slice(-1) === '/') {
            this.#type = '5';
        }
        // tar implementations sometimes incorrectly put the stat(dir).size
        // as the size in the tarball, even though Directory entries are
        // not able to have any body at all.  In the very rare chance that
        // it actually DOES have a body, we weren't going to do anything with
        // it anyway, and it'll just be a warning about an invalid header.
        if (this.#type === '5') {
            this.size = 0;
        }
        this.linkpath = decString(buf, off + 157, 100);
        if (buf.subarray(off + 257, off + 265).toString() === 'ustar\u000000') {
            /* c8 ignore start */
            this.uname =
                exForFields?.uname ??
                    gexForFields?.uname ??
                    decString(buf, off + 265, 32);
            this.gname =
                exForFields?.gname ??
                    gexForFields?.gname ??
                    decString(buf, off + 297, 32);
            this.devmaj =
                exForFields?.devmaj ??
                    gexForFields?.devmaj ??
                    decNumber(buf, off + 329, 8) ??
                    0;
            this.devmin =
                exForFields?.devmin ??
                    gexForFields?.devmin ??
                    decNumber(buf, off + 337, 8) ??
                    0;
            /* c8 ignore stop */
            if (buf[off + 475] !== 0) {
                // definitely a prefix, definitely >130 chars.
                const prefix = decString(buf, off + 345, 155);
                this.path = prefix + '/' + this.path;
            }
            else {
                const prefix = decString(buf, off + 345, 130);
                if (prefix) {
                    this.path = prefix + '/' + this.path;
                }
                /* c8 ignore start */
                this.atime = ex?.atime ?? gex?.atime ?? decDate(buf, off + 476, 12);
                this.ctime = ex?.ctime ?? gex?.ctime ?? decDate(buf, off + 488, 12);
                /* c8 ignore stop */
            }
        }
        let sum = 8 * 0x20;
        for (let i = off; i < off + 148; i++) {
            sum += buf[i];
        }
        for (let i = off + 156; i < off + 512; i++) {
            sum += buf[i];
        }
        this.cksumValid = sum === this.cksum;
        if (this.cksum === undefined && sum === 8 * 0x20) {
            this.nullBlock = true;
        }
    }
    #slurp(ex, gex = false) {
        Object.assign(this, Object.fromEntries(Object.entries(ex).filter(([k, v]) => {
            // we slurp in everything except for the path attribute in
            // a global extended header, because that's weird. Also, any
            // null/undefined values are ignored.
            return !(v === null ||
                v === undefined ||
                (k === 'size' && Number(v) < 0) ||
                (k === 'path' && gex) ||
                (k === 'linkpath' && gex) ||
                k === 'global');
        })));
    }
    encode(buf, off = 0) {
        if (!buf) {
            buf = this.block = Buffer.alloc(512);
        }
        if (this.#type === 'Unsupported') {
            this.#type = '0';
        }
        if (!(buf.length >= off + 512)) {
            throw new Error('need 512 bytes for header');
        }
        const prefixSize = this.ctime || this.atime ? 130 : 155;
        const split = splitPrefix(this.path || '', prefixSize);
        const path = split[0];
        const prefix = split[1];
        this.needPax = !!split[2];
        this.needPax = encString(buf, off, 100, path) || this.needPax;
        this.needPax = encNumber(buf, off + 100, 8, this.mode) || this.needPax;
        this.needPax = encNumber(buf, off + 108, 8, this.uid) || this.needPax;
        this.needPax = encNumber(buf, off + 116, 8, this.gid) || this.needPax;
        this.needPax = encNumber(buf, off + 124, 12, this.size) || this.needPax;
        this.needPax = encDate(buf, off + 136, 12, this.mtime) || this.needPax;
        buf[off + 156] = Number(this.#type.codePointAt(0));
        this.needPax =
            encString(buf, off + 157, 100, this.linkpath) || this.needPax;
        buf.write('ustar\u000000', off + 257, 8);
        this.needPax =
            encString(buf, off + 265, 32, this.uname) || this.needPax;
        this.needPax =
            encString(buf, off + 297, 32, this.gname) || this.needPax;
        this.needPax =
            encNumber(buf, off + 329, 8, this.devmaj) || this.needPax;
        this.needPax =
            encNumber(buf, off + 337, 8, this.devmin) || this.needPax;
        this.needPax =
            encString(buf, off + 345, prefixSize, prefix) || this.needPax;
        if (buf[off + 475] !== 0) {
            this.needPax = encString(buf, off + 345, 155, prefix) || this.needPax;
        }
        else {
            this.needPax = encString(buf, off + 345, 130, prefix) || this.needPax;
            this.needPax =
                encDate(buf, off + 476, 12, this.atime) || this.needPax;
            this.needPax =
                encDate(buf, off + 488, 12, this.ctime) || this.needPax;
        }
        let sum = 8 * 0x20;
        for (let i = off; i < off + 148; i++) {
            sum += buf[i];
        }
        for (let i = off + 156; i < off + 512; i++) {
            sum += buf[i];
        }
        this.cksum = sum;
        encNumber(buf, off + 148, 8, this.cksum);
        this.cksumValid = true;
        return this.needPax;
    }
    get type() {
        return (this.#type === 'Unsupported' ?
            this.#type
            : types_name.get(this.#type));
    }
    get typeKey() {
        return this.#type;
    }
    set type(type) {
        const c = String(code.get(type));
        if (isCode(c) || c === 'Unsupported') {
            this.#type = c;
        }
        else if (isCode(type)) {
            this.#type = type;
        }
        else {
            throw new TypeError('invalid entry type: ' + type);
        }
    }
}
const splitPrefix = (p, prefixSize) => {
    const pathSize = 100;
    let pp = p;
    let prefix = '';
    let ret = undefined;
    const root = external_node_path_.posix.parse(p).root || '.';
    if (Buffer.byteLength(pp) < pathSize) {
        ret = [pp, prefix, false];
    }
    else {
        // first set prefix to the dir, and path to the base
        prefix = external_node_path_.posix.dirname(pp);
        pp = external_node_path_.posix.basename(pp);
        do {
            if (Buffer.byteLength(pp) <= pathSize &&
                Buffer.byteLength(prefix) <= prefixSize) {
                // both fit!
                ret = [pp, prefix, false];
            }
            else if (Buffer.byteLength(pp) > pathSize &&
                Buffer.byteLength(prefix) <= prefixSize) {
                // prefix fits in prefix, but path doesn't fit in path
                ret = [pp.slice(0, pathSize - 1), prefix, true];
            }
            else {
                // make path take a bit from prefix
                pp = external_node_path_.posix.join(external_node_path_.posix.basename(prefix), pp);
                prefix = external_node_path_.posix.dirname(prefix);
            }
        } while (prefix !== root && ret === undefined);
        // at this point, found no resolution, just truncate
        if (!ret) {
            ret = [p.slice(0, pathSize - 1), '', true];
        }
    }
    return ret;
};
const decString = (buf, off, size) => buf
    .subarray(off, off + size)
    .toString('utf8')
    .replace(/\0.*/, '');
const decDate = (buf, off, size) => numToDate(decNumber(buf, off, size));
const numToDate = (num) => num === undefined ? undefined : new Date(num * 1000);
const decNumber = (buf, off, size) => Number(buf[off]) & 0x80 ?
    parse(buf.subarray(off, off + size))
    : decSmallNumber(buf, off, size);
const nanUndef = (value) => (isNaN(value) ? undefined : value);
const decSmallNumber = (buf, off, size) => nanUndef(parseInt(buf
    .subarray(off, off + size)
    .toString('utf8')
    .replace(/\0.*$/, '')
    .trim(), 8));
// the maximum encodable as a null-terminated octal, by field size
const MAXNUM = {
    12: 0o77777777777,
    8: 0o7777777,
};
const encNumber = (buf, off, size, num) => num === undefined ? false
    : num > MAXNUM[size] || num < 0 ?
        (encode(num, buf.subarray(off, off + size)), true)
        : (encSmallNumber(buf, off, size, num), false);
const encSmallNumber = (buf, off, size, num) => buf.write(octalString(num, size), off, size, 'ascii');
const octalString = (num, size) => padOctal(Math.floor(num).toString(8), size);
const padOctal = (str, size) => (str.length === size - 1 ?
    str
    : new Array(size - str.length - 1).join('0') + str + ' ') + '\0';
const encDate = (buf, off, size, date) => date === undefined ? false : (encNumber(buf, off, size, date.getTime() / 1000));
// enough to fill the longest string we've got
const NULLS = new Array(156).join('\0');
// pad with nulls, return true if it's longer or non-ascii
const encString = (buf, off, size, str) => str === undefined ? false : ((buf.write(str + NULLS, off, size, 'utf8'),
    str.length !== Buffer.byteLength(str) || str.length > size));
//# sourceMappingURL=header.js.map
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/pax.js


class Pax {
    atime;
    mtime;
    ctime;
    charset;
    comment;
    gid;
    uid;
    gname;
    uname;
    linkpath;
    dev;
    ino;
    nlink;
    path;
    size;
    mode;
    global;
    constructor(obj, global = false) {
        this.atime = obj.atime;
        this.charset = obj.charset;
        this.comment = obj.comment;
        this.ctime = obj.ctime;
        this.dev = obj.dev;
        this.gid = obj.gid;
        this.global = global;
        this.gname = obj.gname;
        this.ino = obj.ino;
        this.linkpath = obj.linkpath;
        this.mtime = obj.mtime;
        this.nlink = obj.nlink;
        this.path = obj.path;
        this.size = obj.size;
        this.uid = obj.uid;
        this.uname = obj.uname;
    }
    encode() {
        const body = this.encodeBody();
        if (body === '') {
            return Buffer.allocUnsafe(0);
        }
        const bodyLen = Buffer.byteLength(body);
        // round up to 512 bytes
        // add 512 for header
        const bufLen = 512 * Math.ceil(1 + bodyLen / 512);
        const buf = Buffer.allocUnsafe(bufLen);
        // 0-fill the header section, it might not hit every field
        for (let i = 0; i < 512; i++) {
            buf[i] = 0;
        }
        new Header({
            // XXX split the path
            // then the path should be PaxHeader + basename, but less than 99,
            // prepend with the dirname
            /* c8 ignore start */
            path: ('PaxHeader/' + (0,external_node_path_.basename)(this.path ?? '')).slice(0, 99),
            /* c8 ignore stop */
            mode: this.mode || 0o644,
            uid: this.uid,
            gid: this.gid,
            size: bodyLen,
            mtime: this.mtime,
            type: this.global ? 'GlobalExtendedHeader' : 'ExtendedHeader',
            linkpath: '',
            uname: this.uname || '',
            gname: this.gname || '',
            devmaj: 0,
            devmin: 0,
            atime: this.atime,
            ctime: this.ctime,
        }).encode(buf);
        buf.write(body, 512, bodyLen, 'utf8');
        // null pad after the body
        for (let i = bodyLen + 512; i < buf.length; i++) {
            buf[i] = 0;
        }
        return buf;
    }
    encodeBody() {
        return (this.encodeField('path') +
            this.encodeField('ctime') +
            this.encodeField('atime') +
            this.encodeField('dev') +
            this.encodeField('ino') +
            this.encodeField('nlink') +
            this.encodeField('charset') +
            this.encodeField('comment') +
            this.encodeField('gid') +
            this.encodeField('gname') +
            this.encodeField('linkpath') +
            this.encodeField('mtime') +
            this.encodeField('size') +
            this.encodeField('uid') +
            this.encodeField('uname'));
    }
    encodeField(field) {
        if (this[field] === undefined) {
            return '';
        }
        const r = this[field];
        const v = r instanceof Date ? r.getTime() / 1000 : r;
        const s = ' ' +
            (field === 'dev' || field === 'ino' || field === 'nlink' ?
                'SCHILY.'
                : '') +
            field +
            '=' +
            v +
            '\n';
        const byteLen = Buffer.byteLength(s);
        // the digits includes the length of the digits in ascii base-10
        // so if it's 9 characters, then adding 1 for the 9 makes it 10
        // which makes it 11 chars.
        let digits = Math.floor(Math.log(byteLen) / Math.log(10)) + 1;
        if (byteLen + digits >= Math.pow(10, digits)) {
            digits += 1;
        }
        const len = digits + byteLen;
        return len + s;
    }
    static parse(str, ex, g = false) {
        return new Pax(merge(parseKV(str), ex), g);
    }
}
const merge = (a, b) => b ? Object.assign({}, b, a) : a;
const parseKV = (str) => str
    .replace(/\n$/, '')
    .split('\n')
    .reduce(parseKVLine, Object.create(null));
const parseKVLine = (set, line) => {
    const n = parseInt(line, 10);
    // XXX Values with \n in them will fail this.
    // Refactor to not be a naive line-by-line parse.
    if (n !== Buffer.byteLength(line) + 1) {
        return set;
    }
    line = line.slice((n + ' ').length);
    const kv = line.split('=');
    const r = kv.shift();
    if (!r) {
        return set;
    }
    const k = r.replace(/^SCHILY\.(dev|ino|nlink)/, '$1');
    const v = kv.join('=').replace(/\0.*/, '');
    switch (k) {
        case 'path':
        case 'linkpath':
        case 'type':
        case 'charset':
        case 'comment':
        case 'gname':
        case 'uname':
            set[k] = v;
            break;
        case 'ctime':
        case 'atime':
        case 'mtime':
            set[k] = new Date(Number(v) * 1000);
            break;
        case 'size':
            const s = +v;
            if (s >= 0)
                set[k] = s;
            break;
        case 'gid':
        case 'uid':
        case 'dev':
        case 'ino':
        case 'nlink':
        case 'mode':
            set[k] = +v;
            break;
    }
    return set;
};
//# sourceMappingURL=pax.js.map
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/tar-stream.js
/**
 * Tar writer for an already-walked file list: ustar headers (with a pax header only when a path needs one)
 * as node-tar's `Header`/`Pax` encode them (the common one from a template: writePlainHeader), file bodies read
 * once and hashed (md5 and/or sha256, as asked) on the way through. Entries are files only, in the given order, mtime 0, mode 644/755, no owner: the same folder
 * always gives the same bytes. Small files' entries (header + body + padding) are written into one 256 KiB
 * buffer, which goes out when full; large ones in 256 KiB chunks, so memory stays flat whatever the site size.
 */






const BLOCK = 512;
/** Largest small file, pieces of a large one, and small entries gathered per yield (a compressor's piece). */
const CHUNK = 256 * 1024;
const EPOCH = new Date(0);
/** Each algorithm's digest of the same bytes (`each` gets the algorithm and its index in `algorithms`). */
function digestsOf(algorithms, each) {
    const out = {};
    for (const [i, a] of algorithms.entries())
        out[a] = each(a, i);
    return out;
}
const padded = (n) => Math.ceil(n / BLOCK) * BLOCK;
/** An entry's header block, after a pax header when its path or size needs one. */
function headerBlocks(path, file) {
    const block = Buffer.alloc(BLOCK);
    if (fitsPlain(path, file.size)) {
        writePlainHeader(block, 0, path, file);
        return [block];
    }
    const header = new Header({ path, mode: file.mode, size: file.size, mtime: EPOCH, type: 'File' });
    const needPax = header.encode(block, 0);
    if (!needPax)
        return [block];
    return [new Pax({ path, size: file.size, mtime: EPOCH }).encode(), block];
}
/** Largest size the header's 12-byte octal field holds (node-tar writes larger ones in base-256, with a pax). */
const MAX_OCTAL_SIZE = 0o77777777777;
/** Name field: node-tar keeps a path in it alone when its UTF-8 is shorter than this (else prefix/name, or pax). */
const NAME_FIELD = 100;
const SIZE_AT = 124;
const CKSUM_AT = 148;
/** node-tar's header of an empty name and size for each mode: the fields every entry of ours shares. */
const templates = new Map();
function template(mode) {
    let t = templates.get(mode);
    if (!t) {
        t = Buffer.alloc(BLOCK);
        new Header({ path: '', mode, size: 0, mtime: EPOCH, type: 'File' }).encode(t, 0);
        templates.set(mode, t);
    }
    return t;
}
/** node-tar's number field: octal, zero-padded, then ' \0' (or '\0' alone when the digits fill the field). */
function writeOctal(buf, at, width, n) {
    const digits = n.toString(8);
    const text = digits.length === width - 1 ? `${digits}\0` : `${digits.padStart(width - 2, '0')} \0`;
    buf.write(text, at, width, 'latin1');
}
/**
 * The common entry: an ASCII path shorter than the name field and a size the octal field holds. Its header is
 * written without node-tar's `Header` (writePlainHeader); any other path or size is node-tar's to encode
 * (prefix/name split, pax header).
 */
function fitsPlain(path, size) {
    if (path.length >= NAME_FIELD || size > MAX_OCTAL_SIZE)
        return false;
    for (let i = 0; i < path.length; i++)
        if (path.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
/**
 * A plain entry's header (fitsPlain), byte for byte what `Header.encode` writes for it
 * (test/pack/tar-stream.test.ts): the mode's template with the name, size and checksum put in. `Header` built and
 * encoded each of mdi-icons' 7,453 headers in ~11 \u00b5s, the largest part of packing it after the file reads.
 */
function writePlainHeader(block, at, path, file) {
    template(file.mode).copy(block, at);
    block.write(path, at, path.length, 'latin1');
    writeOctal(block, at + SIZE_AT, 12, file.size);
    let sum = 8 * 0x20;
    for (let i = at; i < at + CKSUM_AT; i++)
        sum += block[i];
    for (let i = at + CKSUM_AT + 8; i < at + BLOCK; i++)
        sum += block[i];
    writeOctal(block, at + CKSUM_AT, 8, sum);
}
/**
 * A small file's whole entry, written at `at` of `out`: [pax] + header + body + zero padding (`headers`: the
 * encoded [pax +] header, or null for the common header, written in place). Read synchronously: on a site of
 * thousands of small files the time goes to open/read/close round trips through the thread pool, not to bytes
 * (figures: docs/bench.md, "Measurements behind the code"), and each read blocks for microseconds only.
 */
function writeSmallEntry(out, at, path, headers, file, algorithms) {
    if (headers)
        for (const b of headers)
            at += b.copy(out, at);
    else {
        writePlainHeader(out, at, path, file);
        at += BLOCK;
    }
    const fd = (0,external_node_fs_.openSync)(file.absolute, 'r');
    try {
        let got = 0;
        while (got < file.size) {
            const bytesRead = (0,external_node_fs_.readSync)(fd, out, at + got, file.size - got, got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
        }
        if (got < file.size)
            throw shrunk(file, got);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    out.fill(0, at + file.size, at + padded(file.size));
    if (algorithms.length === 0)
        return null;
    // One-shot digests: no Hash object (with its native half) per file and algorithm.
    const bytes = out.subarray(at, at + file.size);
    return digestsOf(algorithms, (a) => (0,external_node_crypto_.hash)(a, bytes, 'hex'));
}
/**
 * The one reusable buffer of a tar stream (small entries gathered, then a large file's pieces), grown when an
 * entry needs more; `get(n)` hands out its first n bytes.
 */
class Scratch {
    #buf = Buffer.allocUnsafe(CHUNK);
    get(n) {
        if (n > this.#buf.length)
            this.#buf = Buffer.allocUnsafe(n);
        return this.#buf.subarray(0, n);
    }
}
const ZEROS = Buffer.alloc(BLOCK);
/** A large file's entry in CHUNK-sized pieces, so memory stays flat whatever its size. */
async function* largeEntry(prefix, file, hashing, scratch) {
    const algorithms = hashing?.algorithms(file) ?? [];
    const hashes = algorithms.map((a) => (0,external_node_crypto_.createHash)(a));
    const fh = await (0,promises_.open)(file.absolute, 'r');
    try {
        yield* headerBlocks(`${prefix}/${file.path}`, file);
        let got = 0;
        while (got < file.size) {
            const buf = scratch.get(Math.min(CHUNK, file.size - got));
            const { bytesRead } = await fh.read(buf, 0, buf.length, got);
            if (bytesRead === 0)
                throw shrunk(file, got);
            const chunk = bytesRead === buf.length ? buf : buf.subarray(0, bytesRead);
            for (const h of hashes)
                h.update(chunk);
            got += bytesRead;
            yield chunk;
        }
        const pad = padded(file.size) - file.size;
        if (pad > 0)
            yield ZEROS.subarray(0, pad);
    }
    finally {
        await fh.close();
    }
    if (algorithms.length > 0)
        hashing.onDone(file, digestsOf(algorithms, (_, i) => hashes[i].digest('hex')));
}
function shrunk(file, got) {
    return new PackError('file-changed', file.path, `${file.path} shrank from ${file.size} to ${got} bytes while it was being packed. ` +
        'Stop whatever writes to the folder (a build still running?) and deploy again.');
}
/**
 * The whole archive: every entry, then the two zero blocks that end a tar file. `hashing` gets each file's
 * digests; null hashes nothing (the caller already knows the digests). Entries are built in one reused buffer, so each
 * yielded buffer is valid only until the next one is asked for: consumers copy it (parallelGzip does) rather
 * than keep it.
 */
async function* tarStream(prefix, files, hashing = null) {
    const scratch = new Scratch();
    // Small entries go out together, CHUNK bytes at a time (a piece of the compressor's size): one yield per
    // entry was 7,453 turns of this generator and of its consumer on mdi-icons. Each batch is yielded before the
    // buffer is used again (a larger batch, a large file's pieces).
    let batch = scratch.get(CHUNK);
    let fill = 0;
    for (const file of files) {
        if (file.size <= CHUNK) {
            const path = `${prefix}/${file.path}`;
            // the common header is written in place; others are encoded apart and copied in
            const headers = fitsPlain(path, file.size) ? null : headerBlocks(path, file);
            const need = (headers ? headers.reduce((n, b) => n + b.length, 0) : BLOCK) + padded(file.size);
            if (fill + need > batch.length) {
                if (fill > 0)
                    yield batch.subarray(0, fill);
                fill = 0;
                if (need > batch.length)
                    batch = scratch.get(need);
            }
            const digests = writeSmallEntry(batch, fill, path, headers, file, hashing?.algorithms(file) ?? []);
            fill += need;
            if (digests)
                hashing.onDone(file, digests);
        }
        else {
            if (fill > 0)
                yield batch.subarray(0, fill);
            fill = 0;
            yield* largeEntry(prefix, file, hashing, scratch);
        }
    }
    if (fill > 0)
        yield batch.subarray(0, fill);
    yield Buffer.alloc(BLOCK * 2);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/walk.js





/** What the walk records of a file's metadata: equal stamps mean unchanged content (hash-cache.ts). */
function fileStamp(st) {
    return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
}
const DEFAULT_LIMITS = { maxFiles: limits/* MAX_FILES */.BE, maxBytes: limits/* MAX_PROJECT_BYTES */.H_ };
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
function inside(root, target) {
    const rel = (0,external_node_path_.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/** Throws when `name` (one of the folder's `rawNames`) is the lossy decoding of a name that is not UTF-8. */
function checkName(root, rawNames, name, relDir) {
    for (const raw of rawNames) {
        if (raw.toString('utf8') !== name || Buffer.from(name, 'utf8').equals(raw))
            continue;
        const escaped = [...raw]
            .map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
            .join('');
        const rel = relDir === '' ? escaped : `${relDir}/${escaped}`;
        throw new PackError('invalid-name', rel, `${rel}: its name is not valid UTF-8; rename it, or list it in ${root}/.surgeignore`);
    }
}
/** Throws once the files found so far exceed the service's limits per project. */
function checkLimits(root, count, totalSize, limits) {
    if (count > limits.maxFiles) {
        throw new PackError('too-many-files', root, `${root} has more than ${limits.maxFiles} files after ignore rules (the service's limit per project). ` +
            `Publish a smaller folder or exclude files in ${root}/.surgeignore.`);
    }
    if (totalSize > limits.maxBytes) {
        throw new PackError('too-large', root, `${root} is larger than ${Math.round(limits.maxBytes / 1e6)} MB after ignore rules (the service's limit ` +
            `per project). Exclude large files in ${root}/.surgeignore or host them elsewhere.`);
    }
}
async function walk(root, isIgnored, limits = DEFAULT_LIMITS, o = {}) {
    const realRoot = await (0,promises_.realpath)(root);
    const files = [];
    const skipped = [];
    let totalSize = 0;
    /** Real paths of the directories being walked (root \u2192 current): a link to one of them is a loop. */
    const ancestors = new Set();
    const addFile = (path, absolute, st) => {
        const size = st.size;
        const mode = st.mode & 0o100 ? 0o755 : 0o644;
        // Stamps only for a hash cache: 7,453 strings are half a megabyte a scan would otherwise carry for nothing.
        files.push(o.stamps
            ? { path, absolute, size, mode, stamp: fileStamp(st), changedMs: Math.max(st.mtimeMs, st.ctimeMs) }
            : { path, absolute, size, mode });
        totalSize += size;
        checkLimits(root, files.length, totalSize, limits);
    };
    const visit = async (dir, relDir) => {
        ancestors.add(dir);
        // Synchronous like the stats below: a site of many small folders spent most of its walk in thread-pool
        // round trips, one per folder.
        const entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // `dir` is a real path (absolute, normalised) and a name holds no separator: joined without path.join's
        // normalising pass per file
        const base = dir.endsWith(external_node_path_.sep) ? dir : `${dir}${external_node_path_.sep}`;
        /** The folder's names as bytes, read once, only when a name may not be UTF-8. */
        let rawNames;
        for (const entry of entries) {
            const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
            // A name that is not UTF-8 arrives with U+FFFD in place of its bad bytes and names no file: say so.
            if (entry.name.includes('\uFFFD') && !isIgnored(rel, entry.isDirectory()))
                checkName(root, (rawNames ??= (0,external_node_fs_.readdirSync)(dir, { encoding: 'buffer' })), entry.name, relDir);
            const abs = `${base}${entry.name}`;
            if (entry.isDirectory()) {
                if (!isIgnored(rel, true))
                    await visit(abs, rel);
            }
            else if (entry.isFile()) {
                if (isIgnored(rel, false))
                    continue;
                // Synchronous: on a site of thousands of files a thread-pool round trip per stat is most of the walk
                // (figures: docs/bench.md, "Measurements behind the code"), and each stat blocks for microseconds only.
                addFile(rel, abs, (0,external_node_fs_.statSync)(abs));
            }
            else if (entry.isSymbolicLink()) {
                await visitLink(abs, rel);
            }
            else if (!isIgnored(rel, false)) {
                skipped.push({ path: rel, reason: 'not-a-file' });
            }
        }
        ancestors.delete(dir);
    };
    const visitLink = async (abs, rel) => {
        let target;
        try {
            target = await (0,promises_.realpath)(abs);
        }
        catch {
            if (!isIgnored(rel, false))
                skipped.push({ path: rel, reason: 'broken' });
            return;
        }
        const st = await (0,promises_.stat)(target);
        const isDir = st.isDirectory();
        if (isIgnored(rel, isDir))
            return;
        if (!inside(realRoot, target)) {
            skipped.push({ path: rel, reason: 'outside-folder' });
        }
        else if (st.isFile()) {
            addFile(rel, target, st);
        }
        else if (isDir) {
            if (ancestors.has(target))
                skipped.push({ path: rel, reason: 'loop' });
            else
                await visit(target, rel);
        }
        else {
            skipped.push({ path: rel, reason: 'not-a-file' });
        }
    };
    await visit(realRoot, '');
    files.sort(byPath);
    return { files, totalSize, skipped };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/pack.js
/**
 * pack(folder) \u2192 a gzipped tar stream of the site, with the file count and total size known before the first
 * byte is read (they go in the `file-count` and `project-size` deploy headers). Two steps, usable apart:
 * `scanSite` walks and stats (no contents), `openArchive` streams a scan (callable again, e.g. to retry).
 */









/**
 * The upload is CPU-bound on compression on a runner's 2 cores, which the server shares in `sitepub serve`: the
 * few more bytes of level 2 cost less than the CPU a higher level takes (figures: docs/bench.md, "Measurements behind the code").
 */
const DEFAULT_GZIP_LEVEL = 2;
/**
 * zstd level 1 (sitepub servers only, `ArchiveEncoding`): faster than gzip level 2 into fewer bytes, and faster
 * to decompress (the origin's share of a deploy) (figures: docs/bench.md, "Measurements behind the code").
 */
const DEFAULT_ZSTD_LEVEL = 1;
/** The `content-type` of an archive body. */
const ARCHIVE_CONTENT_TYPE = {
    gzip: 'application/gzip',
    zstd: 'application/zstd',
};
async function scanSite(folder, options = {}) {
    const root = (0,external_node_path_.resolve)(folder);
    let st;
    try {
        st = await (0,promises_.stat)(root);
    }
    catch (err) {
        if (err.code === 'ENOENT') {
            throw new PackError('missing-folder', root, `${root} does not exist. Build the site first, or fix the path.`);
        }
        throw err;
    }
    if (!st.isDirectory()) {
        throw new PackError('not-a-folder', root, `${root} is not a folder. Pass the folder that holds the built site.`);
    }
    const isIgnored = await loadIgnore(root, {
        extra: options.ignore,
        useDefaults: options.defaultIgnores,
        useIgnoreFile: options.ignoreFile,
    });
    const { files, totalSize, skipped } = await walk(root, isIgnored, { ...DEFAULT_LIMITS, ...options.limits }, {
        stamps: options.stamps === true,
    });
    if (files.length === 0) {
        throw new PackError('empty-site', root, `${root} has no files to publish after ignore rules (dotfiles, node_modules and .surgeignore entries are ` +
            'skipped). Build the site first, or check the path.');
    }
    return { folder: root, files, fileCount: files.length, totalSize, skipped };
}
function defaultPrefix(folder) {
    const name = (0,external_node_path_.basename)((0,external_node_path_.resolve)(folder));
    return name === '' || name === '.' || name === '..' ? 'site' : name;
}
/** Opens a fresh archive stream for a scan (or the `only` part of it). Each call reads the files again. */
function openArchive(scan, options = {}) {
    const prefix = options.prefix ?? defaultPrefix(scan.folder);
    const manifest = {};
    const contentHashes = {};
    const only = options.only;
    const files = only ? scan.files.filter((f) => only.has(manifestKey(f.path))) : scan.files;
    const md5 = options.manifest !== false;
    const upTo = options.contentHashesUpTo ?? -1;
    const withSha = md5 ? ['md5', 'sha256'] : ['sha256'];
    const withoutSha = md5 ? ['md5'] : [];
    // The compressor gathers the tar pieces into its own compression pieces (no extra copy here).
    const tar = tarStream(prefix, files, !md5 && upTo < 0
        ? null
        : {
            algorithms: (file) => (file.size <= upTo ? withSha : withoutSha),
            onDone: (file, digests) => {
                const key = manifestKey(file.path);
                if (digests.md5)
                    manifest[key] = { size: file.size, md5: digests.md5 };
                if (digests.sha256)
                    contentHashes[key] = { size: file.size, sha256: digests.sha256 };
            },
        });
    // Destroying the stream (a reader that gives up) returns the generators, so the file being read is closed now.
    const encoding = options.encoding ?? 'gzip';
    const compressed = encoding === 'zstd'
        ? parallelZstd(tar, { level: options.zstdLevel ?? DEFAULT_ZSTD_LEVEL })
        : parallelGzip(tar, { level: options.gzipLevel ?? DEFAULT_GZIP_LEVEL });
    const stream = external_node_stream_.Readable.from(compressed, { objectMode: false, highWaterMark: 256 * 1024 });
    const done = new Promise((resolveDone, reject) => {
        stream.on('end', resolveDone);
        stream.on('error', reject);
        stream.on('close', () => reject(new Error('archive stream closed before the end')));
    });
    // the stream reports the error to whoever reads it
    const after = (value) => {
        const p = done.then(() => value);
        p.catch(() => { });
        return p;
    };
    return { stream, encoding, manifest: after(manifest), contentHashes: after(contentHashes) };
}
async function pack(folder, options = {}) {
    const scan = await scanSite(folder, options);
    const prefix = options.prefix ?? defaultPrefix(scan.folder);
    return { ...scan, prefix, ...openArchive(scan, { prefix, gzipLevel: options.gzipLevel }) };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/body.js
/**
 * The body of one `PUT` attempt: the caller's stream (what is left of it), or the folder packed with src/pack
 * (only the plan's missing files, with zstd when the server offered it), built in memory first when small.
 */





/** A planned archive of at most this many bytes (before compression) is built in memory before it is sent. */
const PREBUILT_BYTES = 4 * 1024 * 1024;
/** A stream source is the caller's gzipped tar, as the API defines it. */
const GZIP = ARCHIVE_CONTENT_TYPE.gzip;
/**
 * Whether the hash cache wants this upload's digests: the whole site goes, unhashed (nothing could be
 * reused), to a server with plans. The packer then computes the sha256 of each small file on the bytes it
 * reads anyway, instead of a second pass opening every file again once the body is sent (an open and a read per
 * file); large files are hashed by that pass, after the body, where reading them
 * again costs little beside their bytes, which hashing them while packing would add to the upload's path
 * (figures: docs/bench.md, "Measurements behind the code"). Not those the stopped pass of the question by size got
 * through before its answer (hashedEarly): most of swagger-ui's 12 MB.
 */
function hashWhilePacking(s, plan) {
    return !plan && !s.hashes && !s.noPlans && s.options.hashCache !== undefined && s.options.reuse !== false;
}
/** Opens the body of one attempt; `bytes` is what it holds before compression (Infinity when unknown). */
async function openBody(s, plan, bytes) {
    const { options } = s;
    if (s.source)
        return { ...counter(s.source), contentType: GZIP, manifest: undefined, dispose: () => { } };
    const zstd = s.zstdOffered && options.compression !== 'gzip' && zstdAvailable();
    const contentHashes = hashWhilePacking(s, plan);
    const archive = openArchive(s.scan, {
        prefix: options.pack?.prefix,
        gzipLevel: options.pack?.gzipLevel,
        zstdLevel: options.pack?.zstdLevel,
        encoding: zstd ? 'zstd' : 'gzip',
        ...(plan ? { only: new Set(plan.missing) } : {}),
        // The plan's pass already has every md5 (or none is wanted): packing need not hash again.
        ...(s.md5s || !s.wantManifest ? { manifest: false } : {}),
        ...(contentHashes ? { contentHashesUpTo: SMALL_FILE_BYTES } : {}),
    });
    if (plan && bytes <= PREBUILT_BYTES) {
        // Built before the request, so it follows the headers at once: a server refusing the plan (412 before
        // reading the body) then holds the whole request, and its answer is not lost to a reset mid-write.
        const whole = await (0,consumers_.buffer)(archive.stream);
        return {
            ...counter([whole][Symbol.iterator]()),
            contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
            manifest: archive.manifest,
            dispose: () => { },
        };
    }
    return {
        ...counter(archive.stream[Symbol.asyncIterator]()),
        contentType: ARCHIVE_CONTENT_TYPE[archive.encoding],
        manifest: archive.manifest,
        ...(contentHashes ? { contentHashes: archive.contentHashes } : {}),
        dispose: () => archive.stream.destroy(),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/hash-cache.js
/**
 * A folder's file digests kept between deploys, as git's index and rsync's quick check do: a file whose device,
 * inode, size, modification and change times are all as they were when it was hashed is not read again. A
 * redeploy from the same folder (a laptop, a Jenkins workspace, a self-hosted runner) then reads only what
 * changed: a site with one file changed hashes that file only.
 *
 * Safety, because a digest taken from here is trusted (an upload plan reuses server content by it):
 * - a file's ctime changes with every write to it, and nobody can set it back, so content changed in place
 *   always misses;
 * - "racily clean" files (git's term) are not kept: one changed within a timestamp tick of the hashing may
 *   change again within that tick with every stamp field equal. Linux stamps files from a clock of 1\u201310 ms
 *   ticks, so RACY_MS (100 ms) covers it tenfold; on file systems that keep whole seconds (ext3, HFS+, FAT's
 *   two), COARSE_RACY_MS;
 * - the folder is `<tmpdir>/sitepub-hash-cache-<uid>`, made 0700 and used only when owned by this user and not
 *   writable by others; anything that does not parse as an entry is ignored, and nothing here is ever fatal.
 *
 * The stamps are the walk's (walk.ts fileStamp); this module only compares them.
 */




/** A file changed this recently before the hashing began is hashed, not remembered. */
const RACY_MS = 100;
/** The same where the file's times are whole seconds (a file system without finer times). */
const COARSE_RACY_MS = 2000;
/** Whether a file changed at `changedMs` may still change unseen: within a timestamp tick of `now`. */
const racilyClean = (changedMs, now) => changedMs > now - (changedMs % 1000 === 0 ? COARSE_RACY_MS : RACY_MS);
const FORMAT = 1;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX32 = /^[0-9a-f]{32}$/;
/** The default folder: per user, under the OS temp folder, like Node's compile cache. */
function defaultHashCacheDir() {
    return (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `sitepub-hash-cache-${process.getuid?.() ?? 'user'}`);
}
/**
 * The file: a header line, then one line per file, `path TAB stamp TAB sha256 TAB md5` (md5 may be empty; a path
 * holding a tab, a line break or a leading quote is written as a JSON string). Lines rather than one JSON
 * document so it is written in small pieces: one document and its copy as bytes would be held at once at the end
 * of an upload, where the CLI's memory peaks.
 */
const header = (folder) => `sitepub-hash-cache ${FORMAT}\t${JSON.stringify(folder)}\n`;
const WRITE_PIECE = 64 * 1024;
function parseLines(text, folder) {
    const out = new Map();
    if (!text.startsWith(header(folder)))
        return out;
    let at = header(folder).length;
    while (at < text.length) {
        let end = text.indexOf('\n', at);
        if (end === -1)
            end = text.length;
        const parts = text.slice(at, end).split('\t');
        at = end + 1;
        if (parts.length !== 4)
            continue;
        let path = parts[0];
        if (path.startsWith('"')) {
            try {
                path = JSON.parse(path);
            }
            catch {
                continue;
            }
        }
        const [, stamp, sha256, md5] = parts;
        if (HEX64.test(sha256) && (md5 === '' || HEX32.test(md5)))
            out.set(path, [stamp, sha256, md5]);
    }
    return out;
}
const pathField = (path) => (/[\t\n\r]|^"/.test(path) ? JSON.stringify(path) : path);
/**
 * A folder of ours alone, or null: made 0700 when missing; refused when another user owns it or others may write
 * in it (they could have left digests there); one of ours that others may only read is closed to 0700.
 */
async function privateDir(dir) {
    try {
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        const st = await (0,promises_.lstat)(dir);
        if (!st.isDirectory())
            return null;
        if (!process.getuid)
            return dir;
        if (st.uid !== process.getuid() || (st.mode & 0o022) !== 0)
            return null;
        if ((st.mode & 0o077) !== 0)
            await (0,promises_.chmod)(dir, 0o700);
        return dir;
    }
    catch {
        return null;
    }
}
/**
 * The cache of `folder` (an absolute, real path: SiteScan.folder) in `dir`. `now` is when hashing begins. A
 * cache that cannot be used (unwritable folder, damaged file) opens empty, or as one that keeps nothing.
 */
async function openHashCache(folder, dir, now = Date.now()) {
    const safe = await privateDir(dir);
    const file = safe && (0,external_node_path_.join)(safe, `${(0,external_node_crypto_.createHash)('sha256').update(folder).digest('hex').slice(0, 32)}.tsv`);
    let old = new Map();
    if (file) {
        try {
            old = parseLines(await (0,promises_.readFile)(file, 'utf8'), folder);
        }
        catch {
            // none yet, or not ours to read: start empty
        }
    }
    const known = (f) => {
        const e = old.get(f.path);
        return e && f.stamp !== undefined && e[0] === f.stamp ? e : undefined;
    };
    return {
        entries: old.size,
        get(f, md5) {
            const e = known(f);
            if (!e || (md5 && e[2] === ''))
                return undefined;
            return e[2] === '' ? { sha256: e[1] } : { sha256: e[1], md5: e[2] };
        },
        async save(files, digests) {
            if (!file)
                return;
            /** The digests of `f` worth keeping, or undefined for a file without a stamp or racily clean. */
            const kept = (f) => {
                const d = digests[`/${f.path}`];
                if (!d || f.stamp === undefined || f.changedMs === undefined || racilyClean(f.changedMs, now))
                    return;
                return d;
            };
            // An md5 kept before stays with its content when this pass took sha256 only.
            const md5Of = (d, before) => d.md5 ?? (before?.[1] === d.sha256 ? before[2] : '');
            // Nothing new (a redeploy of an unchanged folder): the file already says the same, and is not rewritten.
            let count = 0;
            let unchanged = true;
            for (const f of files) {
                const d = kept(f);
                if (!d)
                    continue;
                count++;
                const before = known(f);
                if (before?.[1] !== d.sha256 || before[2] !== md5Of(d, before)) {
                    unchanged = false;
                    break;
                }
            }
            if (unchanged && count === old.size)
                return;
            const line = (f) => {
                const d = kept(f);
                return d ? `${pathField(f.path)}\t${f.stamp}\t${d.sha256}\t${md5Of(d, known(f))}\n` : '';
            };
            const tmp = `${file}.${process.pid}.tmp`;
            let fh;
            try {
                fh = await (0,promises_.open)(tmp, 'w', 0o600);
                let piece = header(folder);
                for (const f of files) {
                    piece += line(f);
                    if (piece.length < WRITE_PIECE)
                        continue;
                    await fh.write(piece);
                    piece = '';
                }
                await fh.write(piece);
                await fh.close();
                fh = undefined;
                await (0,promises_.rename)(tmp, file);
            }
            catch {
                // a full or read-only temp folder: no cache this time
                await fh?.close().catch(() => undefined);
                await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
            }
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/hash.js
/**
 * Hashing a folder source for its upload plan, and the hash cache (pack/hash-cache.ts) kept between deploys. The
 * pass is made once per deploy, if at all, and may be stopped early when a size-only listing made it needless.
 */


/** The hash cache of this folder (options.hashCache), opened once. */
function openCache(s) {
    return (s.cacheOpened ??= s.options.hashCache
        ? openHashCache(s.scan.folder, s.options.hashCache)
        : Promise.resolve(undefined));
}
/** Starts the hash pass (or joins the one under way); resolves once `s.hashes` holds every file. */
function hashFolder(s) {
    // Digests the caller prepared (the Action's local build) are used as they are: no second pass over the site.
    if (s.hashes)
        return Promise.resolve();
    if (s.hashing)
        return s.hashing.done;
    const stop = new AbortController();
    const done = (async () => {
        const cache = await openCache(s);
        const o = {
            signal: s.signal ? AbortSignal.any([s.signal, stop.signal]) : stop.signal,
            cache,
            onHashed: (file, h) => s.hashedEarly.set(file, h),
        };
        s.hashes = s.wantManifest
            ? (s.md5s = await hashSite(s.scan.files, o))
            : await hashContent(s.scan.files, o);
        s.hashedEarly.clear(); // wanted only from a pass stopped early; `hashes` has every file now
    })();
    s.hashing = { done, stop };
    return done;
}
/** Ends a hash pass under way (its result is no longer wanted); a finished one is kept. */
function stopHashing(s) {
    if (s.hashes)
        return;
    s.hashing?.stop.abort();
    s.hashing = undefined;
}
/**
 * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
 * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
 * the peak): the digests of the plan's pass, or the packer's, or of a pass made now; none for a server
 * without plans. A deploy never waits for it, nor fails by it.
 */
async function cacheDigests(s, packed) {
    if (s.noPlans)
        return; // digests are of no use to a server without plans
    if (!s.hashes && packed) {
        const small = await packed;
        const cache = await openCache(s);
        const large = await hashContent(s.scan.files.filter((f) => f.size > SMALL_FILE_BYTES && !s.hashedEarly.has(f)), { signal: s.signal ? AbortSignal.any([s.signal, s.cachePass.signal]) : s.cachePass.signal, cache });
        const all = {};
        for (const f of s.scan.files) {
            const key = manifestKey(f.path);
            all[key] = small[key] ?? s.hashedEarly.get(f) ?? large[key];
        }
        s.hashes ??= all;
    }
    if (!s.hashes)
        await hashFolder(s);
    const cache = await openCache(s);
    if (!cache || s.cacheSaved)
        return;
    s.cacheSaved = true;
    await cache.save(s.scan.files, s.hashes);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/plan.js
/**
 * The upload plan of one attempt (`POST /:domain/uploads`, upload-plan.ts) and the compression it offers: asked
 * by size first while the folder is hashed, then by sha256 when something may be reused. Sets `fullUpload` when
 * the server has no plans, the request failed, or the plan is unusable.
 */



/** The upload plan request, and what counts as "no plans here". */
async function askPlan(s, files) {
    const { ctx, path, domain } = s;
    s.inFlight = { method: 'POST', path: planPath(path) };
    try {
        return await ctx.http.call({
            method: 'POST',
            path: planPath(path),
            what: `The deploy of ${domain} (its upload plan request, POST ${planPath(path)})`,
            json: { files },
            signal: s.signal,
        });
    }
    catch (err) {
        const failure = planFailure(err);
        if (failure === 'fail')
            throw err;
        // A 400 to a listing by size alone is a server's from before such listings: sizeFirst lists the sha256s.
        if (sizeOnly(files) && err instanceof ApiError && err.status === 400)
            throw err;
        if (failure === 'absent') {
            ctx.logger.debug(`${planPath(path)}: no upload plans on this server; uploading every file.`);
            s.noPlans = true;
            if (ctx.server)
                ctx.server.plans = false;
        }
        else {
            ctx.logger.warning(`The upload plan request of ${domain} failed (${err instanceof Error ? err.message : String(err)}); ` +
                'uploading every file.');
        }
        s.fullUpload = true;
        stopHashing(s);
        return undefined;
    }
}
const sizeOnly = (files) => files.every((f) => f.sha256 === undefined);
const settle = (p) => p.then((answer) => ({ answer }), (error) => ({ error }));
/**
 * The folder listed by size alone while it is being hashed. When none of its sizes is that of content the
 * server holds for this account (a first deploy, new content), nothing can be reused: 'all', the whole site
 * goes at once without waiting for the hashes, and their pass stops (a hash cache gets a pass of its own once
 * the upload body is sent); likewise when the hashes were ready first. Otherwise: 'hash', the listing by sha256.
 */
async function sizeFirst(s) {
    // Asked first: the hash pass reads small files synchronously, yielding to the event loop only between
    // slices of a few milliseconds (manifest.ts), in which this request goes and its answer is read.
    const asked = askPlan(s, sizeListing(s.scan.files));
    asked.catch(() => { }); // read below
    const hashed = hashFolder(s);
    hashed.catch(() => { }); // awaited by makePlan when needed
    const first = await Promise.race([
        hashed.then(() => null, () => null),
        settle(asked),
    ]);
    // The hashes were ready first: the answer is waited for all the same (it went first, and is usually in), so
    // that a second request goes only when it says something may be reused: a plain server, or a first deploy,
    // is asked once.
    const settled = first ?? (await settle(asked));
    if ('error' in settled) {
        // A server from before size-only listings refuses them (400): the listing by sha256 follows. Any other
        // refusal is the plan's own answer (403, ...), which the full listing would get as well.
        if (!(settled.error instanceof ApiError && settled.error.status === 400))
            throw settled.error;
        s.ctx.logger.debug(`size-only upload listing refused (${settled.error.message}); listing the sha256s`);
        return 'hash';
    }
    if (s.fullUpload)
        return 'all'; // no plans on this server
    const answer = sizeAnswer(settled.answer);
    if (!answer || answer.worthHashing.length > 0)
        return 'hash';
    if (answer.encodings.includes('zstd'))
        s.zstdOffered = true;
    stopHashing(s);
    return 'all';
}
/** A fresh upload plan for the folder, or undefined for a full upload (no plans, or nothing to reuse). */
async function makePlan(s) {
    if (s.fullUpload)
        return undefined;
    // A folder deployed from here before (its digests are in the hash cache) is listed by sha256 at once: its
    // content is most likely on the server, and the pass reads only what changed.
    const deployedBefore = async () => ((await openCache(s))?.entries ?? 0) > 0;
    if (!s.hashes && !(await deployedBefore()) && (await sizeFirst(s)) === 'all')
        return undefined;
    if (s.fullUpload)
        return undefined;
    await hashFolder(s);
    const answer = await askPlan(s, planFiles(s.hashes));
    if (s.fullUpload)
        return undefined;
    const plan = checkPlan(answer, s.hashes);
    if (typeof plan === 'string') {
        s.ctx.logger.warning(`Unusable upload plan for ${s.domain} (${plan}); uploading every file.`);
        s.fullUpload = true;
        return undefined;
    }
    if (plan.encodings?.includes('zstd'))
        s.zstdOffered = true;
    return plan;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy-events.js
/**
 * Pure: which NDJSON lines end a deploy (or certificate) stream as a failure, as ApiErrors that say why and
 * what to do. `error` lines carry the server's message; `collect` means payment is required (the official
 * CLI would prompt for a card, which CI cannot do: fail at once with the checkout URL).
 */

/**
 * What an aborted deploy means for production, unless the server's message says it already (sitepub's say
 * "production is unchanged", or that the revision "was stored" when production did move).
 */
function productionNote(said) {
    const end = /[.!?]$/.test(said) ? '' : '.';
    return /production is unchanged|\bwas stored\b/i.test(said) ? end : `${end} Production is unchanged.`;
}
function streamFailure(event, c) {
    if (event.type === 'error') {
        const e = event.error;
        const said = typeof e?.message === 'string' ? e.message : 'no reason given';
        return new ApiError({
            status: c.status,
            method: 'PUT',
            path: c.path,
            body: event,
            code: 'deploy-error',
            message: `The server aborted the deploy of ${c.domain}: ${said}${productionNote(said)}`,
        });
    }
    if (event.type === 'collect') {
        const ev = event;
        const checkoutUrl = typeof ev.checkout_url === 'string' ? ev.checkout_url : undefined;
        const plan = typeof ev.plan?.name === 'string' ? ` (plan "${ev.plan.name}")` : '';
        const why = typeof ev.reason === 'string' && ev.reason ? ` because ${ev.reason}` : '';
        return new ApiError({
            status: 402,
            method: 'PUT',
            path: c.path,
            body: event,
            code: 'payment-required',
            checkoutUrl,
            message: `Payment required to deploy ${c.domain}${plan}${why}: the deploy will not complete until the account ` +
                `subscribes. ${checkoutUrl ? `Subscribe at ${checkoutUrl}` : 'Subscribe to a plan (the service gives an upgrade link)'}, then deploy again.`,
        });
    }
    return undefined;
}
function incompleteStream(status, path, domain) {
    return new ApiError({
        status,
        method: 'PUT',
        path,
        code: 'deploy-incomplete',
        message: `The deploy stream for ${domain} ended without an "info" line, so the deploy did not succeed ` +
            '(the server gave no reason). Production is most likely unchanged: check the revision list of the domain, ' +
            'then deploy again.',
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/ndjson.js
/** The types of DeployEvent, the events this client types. */
const KNOWN_TYPES = new Set(Object.keys({
    progress: true,
    cert: true,
    subscription: true,
    collect: true,
    info: true,
    error: true,
    users: true,
}));
/** Narrows an event to a known type: `if (isEvent(e, 'progress')) e.written` (same as checking `e.type`). */
function isEvent(event, type) {
    return event.type === type;
}
function parseLine(line) {
    const text = line.trim();
    if (!text.startsWith('{'))
        return undefined;
    try {
        const value = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) {
            const obj = value;
            if (typeof obj.type !== 'string')
                return undefined;
            return KNOWN_TYPES.has(obj.type)
                ? obj
                : { type: 'unknown', event: obj };
        }
    }
    catch {
        // ignored like the official client does
    }
    return undefined;
}
function createNdjsonSplitter() {
    const decoder = new TextDecoder('utf-8');
    let rest = '';
    const take = (text) => {
        rest += text;
        const lines = rest.split('\n');
        rest = lines.pop() ?? '';
        const events = [];
        for (const line of lines) {
            const ev = parseLine(line);
            if (ev)
                events.push(ev);
        }
        return events;
    };
    return {
        push: (chunk) => take(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
        end: () => {
            const events = take(decoder.decode());
            const last = parseLine(rest);
            rest = '';
            if (last)
                events.push(last);
            return events;
        },
    };
}
/** Pure convenience: all events of a complete body. */
function parseNdjson(chunks) {
    const s = createNdjsonSplitter();
    const out = [];
    for (const c of chunks)
        out.push(...s.push(c));
    out.push(...s.end());
    return out;
}
/** Streams events from an async byte source (e.g. an undici response body). */
async function* ndjsonEvents(source) {
    const s = createNdjsonSplitter();
    for await (const chunk of source)
        yield* s.push(chunk);
    yield* s.end();
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/explain.js


/**
 * Not published when the upload was cut short; else as the server's info line says, or else as a revision
 * carrying this deploy's id does (a server failing the deploy may have stored it first: "revision N was stored
 * and is live, but ...").
 */
async function callbackFailed(s, threw, at) {
    const said = threw.error instanceof Error ? threw.error.message : String(threw.error);
    const first = `The onEvent callback threw on a "${threw.event.type}" event of the deploy of ${s.domain} (${said})`;
    const live = s.options.stage ? 'staged: not live' : 'live';
    let outcome;
    if (at.info) {
        const rev = at.info.metadata?.rev;
        outcome =
            `; the upload had already completed, and the server published the deploy anyway ` +
                `(revision ${String(rev)}, ${live}).`;
    }
    else if (!at.bodySent) {
        outcome = '; the upload was aborted before it completed, so nothing was published.';
    }
    else {
        outcome = await afterUpload(s, at.serverFailure?.message);
    }
    return new ClientError('callback-failed', first + outcome, { cause: threw.error });
}
/** The upload had completed and no info line came: what the revision list says became of the deploy. */
async function afterUpload(s, failure) {
    const made = await s.ctx.revisions(s.domain).then((revs) => ({ rev: revs.find((r) => madeBy(r, s.deployId)) }), () => null);
    const failedSo = failure ? `; the server then failed the deploy (${failure})` : '';
    const completed = '; the upload had already completed';
    if (made?.rev)
        return (`${failedSo || completed}, but revision ${made.rev.rev} had been made from it ` +
            `(${made.rev.current ? 'live' : 'not live'}).`);
    if (made)
        return failure
            ? `; the server then failed the deploy, so nothing was published (${failure}).`
            : `${completed}, and no revision was made from it: nothing was published.`;
    return ((failedSo || `${completed} and the server did not say whether it published the deploy`) +
        ': check the revision list of the domain before deploying again.');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/read-stream.js




/** The attempt's `info` line (as the server sent it); throws the failure the answer or onEvent ended with. */
async function readAnswer(s, res, emit, upload) {
    const { options, path, domain, signal } = s;
    const failureOf = (event) => streamFailure(event, { status: res.status, path, domain });
    let info;
    let threw;
    /** After onEvent threw once the body was sent: the failure the server's stream ended with, if any. */
    let serverFailure;
    try {
        for await (const event of ndjsonEvents(res.body)) {
            if (event.type === 'info')
                info = event;
            if (threw) {
                // The upload had completed: aborting would not stop the server, so its answer is read to tell the
                // caller what became of the deploy.
                serverFailure ??= failureOf(event);
                continue;
            }
            try {
                options.onEvent?.(event);
            }
            catch (error) {
                threw = { error, event };
                if (!upload.sent())
                    break; // abort below: an upload cut short publishes nothing
                serverFailure = failureOf(event);
                continue;
            }
            emit(event);
            const failure = failureOf(event);
            if (failure)
                throw failure;
        }
    }
    catch (err) {
        // with `threw`, the stream broke off: callbackFailed looks the deploy up
        if (threw) {
            // what became of the deploy is looked up below
        }
        else if (err instanceof ApiError)
            throw err;
        else if (signal?.aborted)
            throw signal.reason ?? err;
        else
            throw new NetworkError('PUT', path, err);
    }
    if (threw) {
        upload.stop.abort(threw.error);
        throw await callbackFailed(s, threw, { info, bodySent: upload.sent(), serverFailure });
    }
    if (!info)
        throw incompleteStream(res.status, path, domain);
    return info;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/attempt.js










async function attempt(s, emit) {
    try {
        try {
            return await attemptOnce(s, emit);
        }
        catch (err) {
            if (!s.lastPlanned || !planRefused(err))
                throw err;
            // Refused before the body was read (expired, already used, server restarted): nothing was made.
            s.ctx.logger.warning(`The server refused the upload plan of ${s.domain} (${err.reason ?? err.message}); uploading every file.`);
            s.fullUpload = true;
            return await attemptOnce(s, emit);
        }
    }
    catch (err) {
        // The archive failed while being sent (a file changed under the packer, or could not be read): say that,
        // not "network".
        if (err instanceof NetworkError && (err.cause instanceof PackError || isLocalFileError(err.cause)))
            throw err.cause;
        throw timedOut(s, err);
    }
}
/** Our own whole-deploy timeout is a network failure naming the request in flight; a caller's abort stays. */
function timedOut(s, err) {
    return s.timeout?.aborted &&
        !s.options.signal?.aborted &&
        !(err instanceof ApiError || err instanceof ClientError || err instanceof NetworkError)
        ? new NetworkError(s.inFlight.method, s.inFlight.path, s.timeout.reason)
        : err;
}
async function attemptOnce(s, emit) {
    s.attempts++;
    s.lastPulled = 0;
    s.lastPlanned = false;
    const plan = await makePlan(s);
    s.lastPlanned = plan !== undefined;
    const uploaded = uploadedBy(s, plan);
    if (s.scan && uploaded)
        s.options.onUpload?.({
            ...uploaded,
            fileCount: s.scan.fileCount,
            projectSize: s.scan.totalSize,
            plan: plan?.id,
            attempt: s.attempts,
        });
    const body = await openBody(s, plan, uploaded?.bytes ?? Infinity);
    // The hash cache once the body is sent, when this process only waits for the origin: the digests of this
    // pass, or, when nothing was hashed (nothing could be reused), of a pass made now, for the next deploy;
    // none made for a server without plans.
    if (s.options.hashCache && s.scan && s.options.reuse !== false)
        body.stream.once('end', () => setImmediate(() => void cacheDigests(s, body.contentHashes).catch(() => { })));
    /** Aborts this attempt's request (upload included) when the caller's onEvent throws. */
    const stopUpload = new AbortController();
    let bodySent = false;
    body.stream.once('end', () => (bodySent = true));
    s.inFlight = { method: 'PUT', path: s.path };
    try {
        const res = await s.ctx.http.send({
            method: 'PUT',
            path: s.path,
            raw: { body: body.stream, contentType: body.contentType },
            headers: plan ? { ...s.headers, [UPLOAD_PLAN_HEADER]: plan.id } : s.headers,
            signal: s.signal ? AbortSignal.any([s.signal, stopUpload.signal]) : stopUpload.signal,
            timeoutMs: 0,
        });
        const info = await readAnswer(s, res, emit, { sent: () => bodySent, stop: stopUpload });
        return await resultOf(s, info, plan, uploaded, body);
    }
    finally {
        s.lastPulled = body.pulled();
        s.sourceTaken += s.lastPulled;
        body.stream.destroy();
        body.dispose();
    }
}
/** What the attempt sends: the plan's missing files, or the whole site (a stream: the counts given). */
function uploadedBy(s, plan) {
    if (plan && s.hashes)
        return countsOf(s.hashes, plan.missing);
    if (s.fileCount !== undefined && s.projectSize !== undefined)
        return { files: s.fileCount, bytes: s.projectSize };
    return undefined;
}
/** The deploy's result from the server's `info` line (normalised, notes logged). */
async function resultOf(s, raw, plan, uploaded, body) {
    const { domain } = s;
    const notes = new Notes();
    const info = infoOf(raw, domain, notes);
    notes.report(s.ctx.logger, `The info line of the deploy of ${domain}`);
    const packed = s.wantManifest && body.manifest ? await body.manifest : undefined;
    // The whole site; what was packed this time is what was sent (a file may have changed since hashing).
    // Built on first read, once: most callers never read it (the Action keeps its own), and on mdi-icons'
    // 7,453 files the copy is 2 MB of heap at the end of the deploy, where a client's memory peaks.
    let manifest;
    const wholeManifest = () => (manifest ??= s.md5s ? { ...manifestOf(s.md5s), ...packed } : packed);
    const md = info.metadata;
    const revision = typeof md.rev === 'number' ? md.rev : Number.NaN;
    const preview = typeof md.preview === 'string' ? md.preview : `${revision}-${domain}`;
    return {
        domain,
        info,
        revision,
        preview,
        previewUrl: urlOf(info, preview),
        url: urlOf(info, domain),
        staged: !!s.options.stage,
        deployId: s.deployId,
        fileCount: s.fileCount,
        projectSize: s.projectSize,
        get manifest() {
            return wholeManifest();
        },
        uploaded,
        uploadPlan: plan?.id,
        skipped: s.scan?.skipped ?? [],
        attempts: s.attempts,
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/retry-safety.js


async function safeToRetry(s, err) {
    const { ctx, domain } = s;
    if (s.source && s.sourceTaken > 0) {
        ctx.logger.warning(`Not retrying the deploy of ${domain}: its stream source was partly sent and cannot be replayed.`);
        return false;
    }
    if (s.lastPulled === 0)
        return true;
    // Refused outright (timeout, rate limit: answered before the archive was taken): nothing was made.
    if (err instanceof ApiError && (err.status === 408 || err.code === 'rate-limited'))
        return true;
    let revisions;
    try {
        revisions = await ctx.revisions(domain);
    }
    catch (e) {
        if (e instanceof ApiError && e.status === 404)
            return true;
        ctx.logger.warning(`Not retrying the deploy of ${domain}: could not check whether the server kept it.`);
        return false;
    }
    const made = revisions.find((r) => madeBy(r, s.deployId));
    if (!made)
        return true;
    throw new ApiError({
        status: err instanceof ApiError ? err.status : 0,
        method: 'PUT',
        path: s.path,
        body: made,
        code: 'deploy-not-retried',
        message: `The deploy of ${domain} failed after the server had already created revision ${made.rev} from it ` +
            `(${err instanceof Error ? err.message : String(err)}), so it was not sent again. ` +
            (made.current
                ? 'That revision is live.'
                : `It is not live${s.options.stage ? ' (staged deploy: expected)' : ''}; make it live with a cutover to revision ${made.rev} if wanted.`),
    });
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/domain.js
var protocol_domain = __webpack_require__(25678);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/state.js
/**
 * The state of one deploy() call, shared by its steps (hash, plan, body, attempt, read-stream, retry-safety): what
 * is fixed once the options are checked, and what the steps learn and change as it goes. One object per call.
 */






/** Checks the options (ClientError invalid-domain / invalid-input) and scans a folder source. */
async function startDeploy(ctx, options) {
    const check = (0,protocol_domain/* checkDomain */.D2)(options.domain);
    if (!check.ok)
        throw new ClientError('invalid-domain', `Invalid domain "${options.domain}": ${check.rule}.`);
    checkStreamCounts(options);
    const domain = check.domain;
    const path = `/${seg(domain)}`;
    const deployId = (0,deploy_record/* newDeployId */.B$)();
    // The text as it goes on the wire (printable ASCII), then the record, so nothing strips a gap before it.
    const message = (0,deploy_record/* withRecord */.q8)(options.message && headerSafe(options.message), {
        ...options.record,
        id: deployId,
    });
    const metaHeader = encodeMeta({ ...options.meta, [DEPLOY_ID_META_KEY]: deployId });
    let scan;
    let fileCount = options.fileCount;
    let projectSize = options.projectSize;
    if (typeof options.source === 'string') {
        scan =
            options.prepared?.scan ??
                (await scanSite(options.source, { ...options.pack, stamps: options.hashCache !== undefined }));
        fileCount = scan.fileCount;
        projectSize = scan.totalSize;
        for (const s of scan.skipped)
            ctx.logger.warning(`Not published: ${s.path} (${s.reason.replaceAll('-', ' ')})`);
    }
    const startedAt = Date.now();
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signal = options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout);
    const noPlans = ctx.server?.plans === false;
    const prepared = scan && options.reuse !== false ? options.prepared?.hashes : undefined;
    const source = typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator]();
    const headers = deployHeaders({ ...options, message }, { version: ctx.version, fileCount, projectSize, meta: metaHeader });
    return {
        ctx,
        options,
        domain,
        path,
        deployId,
        scan,
        fileCount,
        projectSize,
        startedAt,
        timeout,
        signal,
        wantManifest: options.manifest !== false,
        headers,
        source,
        hashes: prepared,
        md5s: prepared,
        hashing: undefined,
        hashedEarly: new Map(),
        cacheOpened: undefined,
        cacheSaved: false,
        cachePass: new AbortController(),
        noPlans,
        fullUpload: !scan || options.reuse === false || noPlans,
        zstdOffered: false,
        attempts: 0,
        lastPulled: 0,
        sourceTaken: 0,
        lastPlanned: false,
        inFlight: { method: 'PUT', path },
    };
}
/** A stream source needs its fileCount and projectSize (the headers the service requires). */
function checkStreamCounts(options) {
    if (typeof options.source !== 'string' &&
        !(Number.isSafeInteger(options.fileCount) &&
            Number.isSafeInteger(options.projectSize) &&
            options.fileCount >= 0 &&
            options.projectSize >= 0)) {
        throw new ClientError('invalid-input', `deploy() of ${options.domain} from a stream needs fileCount and projectSize, whole numbers from 0 (the archive's files and ` +
            'bytes before compression, sent as the file-count and project-size headers the service requires): ' +
            'pass both, or deploy the folder instead.');
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy.js







/**
 * The steps, each in src/client/deploy/: state.ts (check the options, scan the folder: the state object every
 * step shares), then per attempt attempt.ts with plan.ts (upload plan, hash.ts), body.ts, read-stream.ts
 * (explain.ts when onEvent throws); between attempts retry-safety.ts.
 */
function deploy(ctx, options) {
    return startEventRun(async (emit) => {
        const s = await startDeploy(ctx, options);
        try {
            if (ctx.retry === false)
                return await attempt(s, emit);
            return await withRetry(() => attempt(s, emit), ctx.retry, {
                signal: s.signal,
                deadline: options.timeoutMs ? s.startedAt + options.timeoutMs : undefined,
                shouldRetry: (err) => safeToRetry(s, err),
                onRetry: (err, n, delay) => ctx.logger.warning(`Deploy of ${s.domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`),
            });
        }
        catch (err) {
            stopHashing(s); // a pass still running for the cache
            s.cachePass.abort();
            throw timedOut(s, err);
        }
        finally {
            await s.source?.return?.();
        }
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/logger.js
const silentLogger = { debug() { }, info() { }, warning() { } };

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/calls.js





function domainPath(domain) {
    const check = (0,protocol_domain/* checkDomain */.D2)(domain);
    if (!check.ok)
        throw new ClientError('invalid-domain', `Invalid domain "${domain}": ${check.rule}.`);
    return `/${seg(check.domain)}`;
}
function revPart(rev) {
    const s = String(rev).trim();
    const m = /^(\d{1,16})(-.+)?$/.exec(s);
    if (!m)
        throw new ClientError('invalid-revision', `Invalid revision "${s}": use the revision number (epoch ms) or its preview host.`);
    return seg(m[1]);
}
/** Account, tokens, sign-in. */
function accountCalls({ get, del, post }) {
    return {
        /** GET /account (with email+password credentials this also creates the account). */
        account: (o) => get('/account', o),
        /** DELETE /account; 409 while projects exist. */
        deleteAccount: (o) => del('/account', o),
        /** POST /token: a new long-lived token (email+password credentials create the account if new). */
        mintToken: (input = {}, o) => post('/token', input, false, o),
        /** GET /tokens: this account's tokens (no token values). */
        tokens: (o) => get('/tokens', o),
        /** DELETE /tokens/:id */
        revokeToken: (id, o) => del(`/tokens/${seg(id)}`, o),
        /** POST /token/reset/:email (no authentication). */
        resetPassword: (email, o) => post(`/token/reset/${seg(email)}`, undefined, true, o, 'none'),
        /** POST /verification: send the verification email (at most once per five minutes). */
        verify: (o) => post('/verification', undefined, true, o),
        /** POST /login/session (no authentication): start a browser login. */
        loginSession: (host, o) => post('/login/session', { host }, false, o, 'none'),
        /** POST /login/session/:uuid/poll (no authentication). */
        loginPoll: (uuid, poll, o) => post(`/login/session/${seg(uuid)}/poll`, { poll }, true, o, 'none'),
        /** POST /mfa/session */
        mfaSession: (o) => post('/mfa/session', undefined, false, o),
    };
}
/** Projects and revisions (deploy() is client.ts's: it needs the client's deploy context). */
function revisionCalls({ get, del, put, post, logger }) {
    return {
        /** GET /list: projects this account can publish. */
        list: (o) => get('/list', o),
        /** GET /:domain/list: revisions, newest first (404 when there are none). */
        revisions: (domain, o) => get(`${domainPath(domain)}/list`, o).then((v) => revisionList(v, domain, logger)),
        /** GET /:domain/metadata.json or /:domain/:rev/metadata.json */
        metadata: (domain, rev, o) => get(`${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/metadata.json`, o).then((v) => metadataOf(v, domain, logger)),
        /** GET /:domain/manifest.json or /:domain/:rev/manifest.json */
        manifest: (domain, rev, o) => get(`${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/manifest.json`, o),
        /**
         * POST /:domain/uploads (sitepub extension): which of these files the server lacks for this account. Pass
         * the answer's `id` as the `x-sitepub-upload` header of a deploy carrying only `missing`; deploy() of a
         * folder does all this itself. A listing by size alone (no sha256) is answered with `{ worthHashing,
         * encodings }` instead of a plan: the paths whose size is that of content the server holds for this account
         * (none: deploy everything). 404 from servers without plans. Retried: an unused plan just expires.
         */
        uploadPlan: (domain, files, o) => post(planPath(domainPath(domain)), { files }, true, o),
        /** POST /:domain/rollback: serve the previous revision. Not retried. */
        rollback: (domain, o) => post(`${domainPath(domain)}/rollback`, undefined, false, o).then((v) => revisionAnswer(v, domain, logger, `The rollback of ${domain}`)),
        /** POST /:domain/rollfore: serve the next revision. Not retried. */
        rollfore: (domain, o) => post(`${domainPath(domain)}/rollfore`, undefined, false, o).then((v) => revisionAnswer(v, domain, logger, `The rollfore of ${domain}`)),
        /** PUT /:domain/rev[/:rev]: make a revision (default: the newest) live. */
        cutover: (domain, rev, o) => put(`${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`, undefined, o).then((v) => revisionAnswer(v, domain, logger, `The cutover of ${domain}`)),
        /** DELETE /:domain/rev[/:rev]: remove a revision (default: the newest). */
        discard: (domain, rev, o) => del(`${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`, o).then((v) => revisionAnswer(v, domain, logger, `The discard of ${domain}`)),
        /** DELETE /:domain: tear the project down. */
        teardown: (domain, o) => del(domainPath(domain), o),
        /** DELETE /:domain/cache */
        purgeCache: (domain, o) => del(`${domainPath(domain)}/cache`, o),
    };
}
/** Certificates, DNS, collaborators, settings, aliases and insight of a domain. */
function domainCalls({ get, del, put, post, streamCall }) {
    return {
        /** GET /:domain/certs */
        certs: (domain, o) => get(`${domainPath(domain)}/certs`, o),
        /** PUT /:domain/encrypt: provision a managed certificate (NDJSON: progress, cert, info). */
        encrypt: (domain, o = {}) => streamCall(() => ({
            method: 'PUT',
            path: `${domainPath(domain)}/encrypt`,
            signal: o.signal,
            timeoutMs: o.timeoutMs ?? 0,
        }), `Certificate provisioning for ${domain}`),
        /** PUT /:domain/ssl: upload a custom PEM bundle (paid plans). 202 `{ msg }`, or an NDJSON stream. */
        uploadCertificate: async (domain, pem, o = {}) => {
            const { info } = await streamCall(() => ({
                method: 'PUT',
                path: `${domainPath(domain)}/ssl`,
                raw: { body: pem, contentType: 'application/x-pem-file' },
                signal: o.signal,
            }), `Certificate upload for ${domain}`).result;
            const r = info;
            const msg = typeof r.msg === 'string' ? r.msg : typeof r.payload?.msg === 'string' ? r.payload.msg : '';
            return { ...info, msg };
        },
        // ---- DNS ----
        dns: (domain, o) => get(`${domainPath(domain)}/dns`, o),
        addDns: (domain, record, o) => post(`${domainPath(domain)}/dns`, record, false, o),
        removeDns: (domain, id, o) => del(`${domainPath(domain)}/dns/${seg(id)}`, o),
        zone: (domain, o) => get(`${domainPath(domain)}/zone`, o),
        addZone: (domain, record, o) => post(`${domainPath(domain)}/zone`, record, false, o),
        removeZone: (domain, id, o) => del(`${domainPath(domain)}/zone/${seg(id)}`, o),
        // ---- collaborators, settings, insight ----
        /** POST /:domain/collaborators */
        invite: (domain, emails, o) => post(`${domainPath(domain)}/collaborators`, { emails }, false, o),
        /** GET /:domain/collaborators (sitepub): who collaborates on the project. */
        collaborators: (domain, o) => get(`${domainPath(domain)}/collaborators`, o),
        /** DELETE /:domain/collaborators */
        revoke: (domain, emails, o) => del(`${domainPath(domain)}/collaborators`, o, { emails }),
        /** PUT /:domain/settings: echoes the resulting configuration. */
        settings: (domain, settings, o) => put(`${domainPath(domain)}/settings`, settings, o),
        /** PUT /:domain/alias/:name (sitepub extension, protocol/aliases.ts): points a preview alias at a revision. */
        setAlias: (domain, name, rev, o) => put(`${domainPath(domain)}/alias/${seg(name)}`, { rev }, o),
        /** DELETE /:domain/alias/:name (sitepub extension). */
        removeAlias: (domain, name, o) => del(`${domainPath(domain)}/alias/${seg(name)}`, o),
        /** GET /:domain/aliases (sitepub extension). */
        aliases: (domain, o) => get(`${domainPath(domain)}/aliases`, o),
        analytics: (domain, o) => get(`${domainPath(domain)}/analytics`, o),
        usage: (domain, o) => get(`${domainPath(domain)}/usage`, o),
        audit: (domain, o) => get(`${domainPath(domain)}/audit`, o),
        /** GET /:domain/status */
        status: (domain, o) => get(`${domainPath(domain)}/status`, o),
    };
}
/** Plans, billing and platform totals. */
function billingCalls({ get, put, post }) {
    return {
        plans: (domain, o) => get(`${domain ? domainPath(domain) : ''}/plans`, o),
        /** PUT /plan or /:domain/plan */
        setPlan: (input, domain, o) => put(`${domain ? domainPath(domain) : ''}/plan`, input, o, false),
        /** PUT /card with a payment-provider source token. */
        setCard: (token, o) => put('/card', { token }, o, false),
        /** POST /upgrade/link: checkout URL (48 h). */
        upgradeLink: (plan, o) => post('/upgrade/link', plan === undefined ? {} : { plan }, true, o),
        /** POST /billing/link: billing portal URL (48 h). */
        billingLink: (o) => post('/billing/link', {}, true, o),
        /** GET /subscription or /:domain/subscription */
        subscription: (domain, o) => get(`${domain ? domainPath(domain) : ''}/subscription`, o),
        /** GET /stats (public). */
        stats: (o) => get('/stats', o, 'none'),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/stream-call.js
/**
 * NDJSON calls other than deploys: `PUT /:domain/encrypt` (progress, cert, info) and `PUT /:domain/ssl`
 * (one `msg` line, or a plain JSON `{ msg }` as the spec shows). Events as an async iterable, the final
 * `info`/`msg` object as `.result`; an `error` line or a stream without a final object is an ApiError.
 */




/** `request` builds the call's spec (it may throw, on a bad domain: `.result` then rejects). */
function startStreamCall(http, request, what) {
    return startEventRun(async (emit) => {
        const spec = request();
        const res = await http.send({ ...spec, headers: { accept: 'application/x-ndjson', ...spec.headers } });
        const type = res.headers['content-type'] ?? '';
        if (!type.includes('ndjson')) {
            return { info: (parseBody(await res.body.text()) ?? {}) };
        }
        let info;
        for await (const event of ndjsonEvents(res.body)) {
            emit(event);
            if (event.type === 'info')
                info = event;
            else if (event.type === 'unknown' && event.event.type === 'msg')
                info = event.event;
            if (event.type === 'error') {
                const e = event.error;
                throw new ApiError({
                    status: res.status,
                    method: spec.method,
                    path: spec.path,
                    body: event,
                    code: 'deploy-error',
                    message: `${what} failed on the server: ${e?.message ?? 'no reason given'}.`,
                });
            }
        }
        if (!info) {
            throw new ApiError({
                status: res.status,
                method: spec.method,
                path: spec.path,
                code: 'deploy-incomplete',
                message: `${what} ended without an "info" line, so it did not succeed. Try again later.`,
            });
        }
        return { info };
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/verbs.js


function createVerbs(http, logger, retry, defaultTimeoutMs) {
    /** One call: `timeoutMs` bounds all of it, its tries and the waits between them. */
    const run = (spec, idempotent, o = {}) => {
        const timeoutMs = o.timeoutMs ?? defaultTimeoutMs;
        const deadline = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
        const full = { ...spec, signal: o.signal, timeoutMs, deadline };
        if (!idempotent || retry === false)
            return http.call(full);
        return withRetry(() => http.call(full), retry, {
            signal: o.signal,
            deadline: timeoutMs > 0 ? Date.now() + timeoutMs : undefined,
            onRetry: (err, n, delay) => logger.warning(`${spec.method} ${spec.path} failed (${err.message}); retry ${n} after ${delay} ms.`),
        });
    };
    const get = (path, o, auth) => run({ method: 'GET', path, ...(auth ? { auth } : {}) }, true, o);
    const del = (path, o, json) => run({ method: 'DELETE', path, ...(json === undefined ? {} : { json }) }, true, o);
    const put = (path, json, o, idempotent = true) => run({ method: 'PUT', path, ...(json === undefined ? {} : { json }) }, idempotent, o);
    const post = (path, json, idempotent, o, auth) => run({ method: 'POST', path, ...(json === undefined ? {} : { json }), ...(auth ? { auth } : {}) }, idempotent, o);
    const streamCall = (spec, what) => startStreamCall(http, spec, what);
    return { get, del, put, post, streamCall, logger };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/package.json
const package_namespaceObject = {"r":"1.0.0"};
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/version.js
/**
 * The package's version, read from package.json where the code runs from: the repository root for the sources
 * (src/client \u2192 ../../package.json) and for the tsc build (lib/client \u2192 the installed package's own
 * package.json); the ncc bundles inline it at build time (scripts/package.mjs stages a package.json with the
 * version next to the transpiled sources, and webpack keeps only that field). Sent as the `version` header on
 * deploys and in the default user agent.
 */

const CLIENT_VERSION = package_namespaceObject.r;

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/client.js








function createClient(options = {}) {
    const endpoint = http_parseEndpoint(options.endpoint ?? limits/* DEFAULT_ENDPOINT */.mP);
    const logger = options.logger ?? silentLogger;
    let credentials;
    if (options.token)
        credentials = { token: options.token };
    else if (options.email && options.password)
        credentials = { email: options.email, password: options.password };
    else if (options.email || options.password)
        throw new TypeError('email and password must be given together');
    const userAgent = options.userAgent ?? `sitepub/${CLIENT_VERSION}`;
    const http = createHttp({
        endpoint,
        credentials,
        dispatcher: options.dispatcher,
        transport: options.transport ?? 'undici',
        logger,
        userAgent,
        timeoutMs: options.timeoutMs ?? 30_000,
    });
    const retry = options.retry ?? {};
    const verbs = createVerbs(http, logger, retry, options.timeoutMs ?? 30_000);
    /** What the deploys of this Client learnt about the server (no upload plans: not asked again). */
    const server = {};
    const client = {
        endpoint: endpoint.href,
        ...accountCalls(verbs),
        ...revisionCalls(verbs),
        /** PUT /:domain: publish. Iterate the result for events; await `.result` for the outcome. */
        deploy: (o) => deploy({
            http,
            logger,
            retry,
            version: options.version ?? CLIENT_VERSION,
            revisions: (domain) => client.revisions(domain),
            server,
        }, o),
        ...domainCalls(verbs),
        ...billingCalls(verbs),
    };
    // A bad argument (domain, revision) is found while the request is built, before anything is sent: the calls
    // that return a promise reject with it, never throw (deploy() and encrypt() reject their `.result`).
    for (const key of Object.keys(client)) {
        const fn = client[key];
        if (typeof fn !== 'function' || key === 'deploy' || key === 'encrypt')
            continue;
        const call = fn;
        client[key] = (...args) => {
            try {
                return call(...args);
            }
            catch (error) {
                return Promise.reject(error);
            }
        };
    }
    return client;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/index.js









// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/proxy-env.js
var proxy_env = __webpack_require__(55637);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/version.js
/** The CLI's release number, sent as the `version` header on deploys: the package's own (src/client/version.ts). */


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
/** A client authenticated with the resolved token (throws AuthError when there is none). */
function authedClient(ctx) {
    const creds = ctx.credentials();
    return createClient({
        endpoint: ctx.endpoint.url,
        token: creds.token,
        logger: logger(ctx),
        version: CLIENT_VERSION,
        transport: transport(ctx),
    });
}
/** A client for email + password (minting tokens). */
function passwordClient(ctx, email, password) {
    ctx.out.redactor.add(password);
    return createClient({
        endpoint: ctx.endpoint.url,
        email,
        password,
        logger: logger(ctx),
        transport: transport(ctx),
    });
}
/** A client without credentials (public endpoints: stats). */
function anonymousClient(ctx) {
    return createClient({ endpoint: ctx.endpoint.url, logger: logger(ctx), transport: transport(ctx) });
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
            reject(new InterruptedError('cancelled at the prompt (Ctrl-C): nothing was changed'));
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

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/browser-login.js


const DEFAULT_INTERVAL_S = 2;
const DEFAULT_EXPIRES_S = 600;
function browser_login_transient(err) {
    return (err instanceof NetworkError ||
        (err instanceof ApiError && (err.status >= 500 || err.status === 429 || err.status === 408)));
}
async function startSession(deps) {
    let session;
    try {
        session = await deps.client.loginSession(deps.host);
    }
    catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 405)) {
            throw new CliError(`this server does not offer browser login (POST /login/session answered HTTP ${err.status}): ` +
                'run `sitepub login` without --browser to sign in with email and password');
        }
        throw err;
    }
    if (!session || typeof session.uuid !== 'string' || typeof session.url !== 'string' || !session.poll) {
        throw new CliError('the server answered POST /login/session without a uuid, url and poll secret: run `sitepub login` without --browser');
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
            throw new AuthError(`the browser sign-in was not approved within ${Math.round(expiresS / 60) || 1} minute(s) and has expired: run \`sitepub login --browser\` again`);
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
                throw new CliError('the server approved the sign-in but sent no email and token: run `sitepub login` again');
            }
            return { email: answer.email, token: answer.token };
        }
        if (answer?.status === 'gone') {
            throw new AuthError('the browser sign-in expired, was cancelled or was already used: run `sitepub login --browser` again');
        }
        // 'pending' (or a status this CLI does not know yet): keep waiting.
    }
}

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
            throw new UsageError('pass --email (no terminal to ask on)');
        email = await ask(ctx.io, 'email: ');
    }
    let password = o.password ?? (o.passwordStdin ? await readStdin(ctx.io) : undefined);
    if (o.passwordStdin && !password)
        throw new UsageError('no password on standard input: pipe it in, e.g. printf \'%s\' "$PASSWORD" | sitepub login --email E --password-stdin');
    if (!password) {
        if (!interactive)
            throw new UsageError('pass --password-stdin (or --password) with the account password');
        password = await ask(ctx.io, 'password: ', true);
    }
    if (!email.includes('@'))
        throw new UsageError(`"${email}" is not an email address`);
    if (!password)
        throw new UsageError('the password is empty');
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
        if (err instanceof ApiError && err.status === 401) {
            const said = inCliTerms([...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; '));
            const reset = said.includes('sitepub password-reset')
                ? ''
                : ` Forgot it? \`sitepub password-reset ${email}\` mails a reset code.`;
            throw new AuthError(`${ctx.endpoint.machine} rejected the email and password${said ? `: ${said}` : ''}. Check them and try again ` +
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
    const interrupt = (signal) => abort.abort(new InterruptedError(`${signal}: browser sign-in cancelled; nothing was stored`));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    try {
        return await browserLogin({
            client: anonymousClient(ctx),
            host: external_node_os_.hostname(),
            now: Date.now,
            sleep: (ms) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal: abort.signal }).catch(() => Promise.reject(abort.signal.reason)),
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
            throw new UsageError('--browser signs in on the web page: drop --email / --password / --password-stdin');
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
        const creds = ctx.credentials();
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
            throw new UsageError(`"${email}" is not an email address`);
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
    const check = (0,protocol_domain/* checkDomain */.D2)(input);
    if (!check.ok)
        throw new UsageError(`invalid domain "${input}": ${check.rule} (e.g. my-site.surge.sh)`);
    return check.domain;
}
/** `<rev>` or `<rev>-<domain>` (the preview host), as the official CLI accepts. */
function checkedRev(input) {
    const rev = (0,protocol_domain/* parseRevArg */.vU)(input);
    if (rev === null)
        throw new UsageError(`invalid revision "${input}": pass the revision number or its preview host, as shown by \`sitepub list <domain>\``);
    return rev;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/deploy.js
/** `sitepub deploy <path> <domain>`: publish a folder (or stage it as a preview with --stage). */














/** The domain argument, else the first line of `<folder>/CNAME` (as the official CLI does). */
function domainFor(folder, domainArg) {
    if (domainArg !== undefined) {
        if (!(0,protocol_domain/* checkDomain */.D2)(domainArg).ok &&
            !external_node_fs_.existsSync(folder) &&
            isFolder(domainArg) &&
            (0,protocol_domain/* checkDomain */.D2)(external_node_path_.basename(folder)).ok)
            throw new UsageError(`the arguments are the other way round: the folder comes first, then the domain: ` +
                `sitepub deploy ${domainArg} ${external_node_path_.basename(folder)}`);
        return checkedDomain(domainArg);
    }
    const file = external_node_path_.join(folder, 'CNAME');
    let cname;
    try {
        cname = external_node_fs_.readFileSync(file, 'utf8').split(/\r?\n/)[0].trim();
    }
    catch {
        throw new UsageError(`no domain given and ${file} does not exist: pass the domain, e.g. sitepub deploy <path> my-site.surge.sh`);
    }
    if (!cname)
        throw new UsageError(`${file} is empty: pass the domain as the second argument`);
    const check = (0,protocol_domain/* checkDomain */.D2)(cname);
    if (!check.ok)
        throw new UsageError(`${file} holds "${cname}", which is not a domain: ${check.rule}; write the domain alone on its first line ` +
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
    return { hashCache: v || defaultHashCacheDir() };
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
        if (err instanceof ApiError && err.status === 401)
            throw err;
        ctx.out.debug(`GET /account before the deploy: ${err.message}`);
        return null;
    }
}
async function deploy_deploy(ctx, folderArg, domainArg, o) {
    const folder = external_node_path_.resolve(ctx.io.cwd, folderArg);
    const domain = domainFor(folder, domainArg);
    const client = authedClient(ctx);
    const { out } = ctx;
    const { c } = out;
    if (ctx.used && !out.json)
        out.status(runningAsLine({ ...ctx.used, email: await deployerEmail(ctx, client) }, ctx.endpoint.url));
    // Not an error (an asset-only site is fine), but usually a build that did not run or the wrong folder.
    if (!hasIndexPage(folder))
        out.warn(`${folderArg} has no index.html: the site's root URL will answer 404 (wrong folder, or a build that did not run?)`);
    const progress = createProgress(out);
    out.status(`${o.stage ? 'Staging a preview of' : 'Publishing'} ${folderArg} to ${domain}`);
    // Ctrl-C / SIGTERM: cancel the upload, restore the terminal (progress bars hide the cursor), exit 130.
    const abort = new AbortController();
    const interrupt = (signal) => abort.abort(new InterruptedError(`${signal}: the deploy of ${domain} was cancelled before it completed; ` +
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
                    out.status(uploadLine(u, { bytes: formatBytes, count: formatCount }));
            },
            onProgress: (e) => progress.update(e),
            signal: abort.signal,
            ...hashCacheOption(ctx.io.env),
        });
    }
    finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
        progress.stop();
    }
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
                `put this one live with: ${suggest(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`
            : summary.staged
                ? `${c.green('Staged')} revision ${summary.revision} of ${summary.domain} (production unchanged)`
                : `${c.green('Published')} ${summary.domain} revision ${summary.revision}`,
        `  production  ${c.cyan(summary.url)}`,
        `  preview     ${c.cyan(summary.previewUrl)}`,
        c.dim(`  ${sizeLine(summary)}`),
        ...behindLines(summary).map((l) => c.yellow(l)),
        ...(summary.staged
            ? [
                c.dim(`  go live with: ${suggest(`cutover ${summary.domain} ${summary.revision}`, out.hintEndpoint)}`),
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
        .option('--meta <key=value>', 'metadata stored with the revision (repeatable)', collectPair)
        .option('--ignore <pattern>', 'extra ignore pattern, gitignore syntax (repeatable)', collect)
        .option('--add <emails>', 'collaborators to invite with this deploy (comma-separated)', parseList)
        .option('--rem <emails>', 'collaborators to remove with this deploy (comma-separated)', parseList)
        .option('--no-reuse', 'upload every file, even those the server already holds from earlier deploys')
        .addHelpText('after', '\nFiles skipped: .git, dotfiles, node_modules, bower_components, *~ and whatever\n' +
        '<path>/.surgeignore lists. Only files whose content this account has not deployed before are\n' +
        'uploaded (sitepub servers; others get every file); --no-reuse sends them all.\n' +
        '\nExamples:\n' +
        '  sitepub deploy ./dist my-site.surge.sh -m "v1.2.0"\n' +
        '  sitepub deploy ./dist my-site.surge.sh --stage --meta commit=$GITHUB_SHA --json')
        .action(act(deploy_deploy));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/confirm.js


async function confirmOnTerminal(ctx, question, yes) {
    if (yes === true || !canPrompt(ctx.io))
        return;
    const answer = await ask(ctx.io, `${question} [y/N] `);
    if (!/^y(es)?$/i.test(answer))
        throw new UsageError('not confirmed: nothing was changed (pass --yes to skip the question)');
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
        if (err instanceof ApiError && err.status === 403)
            throw new CliError(`you have no access to the project ${domain}: it belongs to another account (or your token is limited to others). ` +
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
    throw new CliError(`revision ${rev} does not exist on ${domain}` +
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
        throw new CliError(plan.reason === 'no-history'
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
            throw new CliError(`revision ${rev} is live on ${domain}: discarding it would change what production serves. ` +
                `Cut over to another revision first (\`sitepub rollback ${domain}\` or \`sitepub cutover ${domain} <rev>\`), ` +
                'or pass --force to discard it anyway');
        // Forced off production. A sitepub server applies the production rule itself (the revision live before
        // that production was not rolled back from; a 409 in its words when there is none). Against a plain
        // server: to the revision proven live before it (as rollback), never to a neighbour in the list that may
        // be a preview nobody reviewed; the server's own move only when no other revision is left.
        const serverRule = (0,protocol_revisions/* hasLiveAt */.w1)(revisions);
        const back = wasLive && !serverRule ? (0,protocol_revisions/* previousLive */.q9)(revisions) : null;
        if (wasLive && !serverRule && !back && revisions.some((r) => r.rev !== rev))
            throw new CliError(`revision ${rev} is live on ${domain} and no other revision of it is known to have been live, so discarding it could put an unreviewed one live: ` +
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
            throw new UsageError(`setting "${pair}" must be key=value, e.g. spa=true, cors=* or headers.X-Frame-Options=DENY (\`sitepub settings --help\` lists them)`);
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
            throw new UsageError(`setting ${key}="${raw}": ${definition.name} takes ${definition.values}, e.g. ${definition.example}`);
        if (definition?.kind === 'previews' && value !== 'public' && value !== 'protected')
            throw new UsageError(`setting ${key}="${raw}": previews must be "public" or "protected", e.g. ${definition.example}`);
        if (definition?.kind === 'headers')
            throw new UsageError(`set one header per argument, headers.<Name>=<value>, e.g. ${definition.example} (an empty value removes it)`);
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
    throw new CliError(`this server does not show the settings of ${domain}: its metadata.json has none, and the surge API ` +
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
            throw new UsageError(`PEM file ${file} does not exist`);
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
            if (err instanceof ApiError && err.status === 400)
                throw new UsageError(`${[...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ') || err.message} (\`sitepub settings --help\` lists the settings)`);
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
            throw new CliError(`${failed.length} of ${result.invites.length} invitations failed (${failed
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
            throw new CliError(`${failed.length} of ${emails.length} collaborators were not removed (${failed
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
            throw new UsageError(`--priority "${o.priority}" must be a whole number`);
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
        throw new CliError(`the server answered without a ${kind} link: try again later`);
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
        if (err instanceof ApiError && err.status === 402) {
            const said = [...new Set([err.reason, ...err.body.messages].filter(Boolean))].join('; ');
            throw new CliError(`payment required for the ${plan} plan: ${said || 'no usable card on file'}. Pay in the browser with ` +
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
            throw new UsageError('pass either --web or --manage, not both');
        if (o.cardToken && (o.web || o.manage || !id))
            throw new UsageError('--card-token goes with a plan change: `sitepub plan <id> --card-token <tok>`');
        if (o.manage) {
            if (id)
                throw new UsageError('--manage opens the billing portal for the account: drop the plan id');
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
            throw new CliError('the server answered POST /mfa/session without a URL: try again later');
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





const nuke_SHOWN = 10;
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
        return new CliError(`the account still owns projects${said ? ` (${said})` : ''}: list them with \`sitepub list\`, remove each ` +
            'with `sitepub teardown <domain>`, then run `sitepub nuke` again');
    const shown = domains.slice(0, nuke_SHOWN);
    const more = domains.length > nuke_SHOWN ? ` and ${domains.length - nuke_SHOWN} more (see \`sitepub list\`)` : '';
    return new CliError(`the account still owns ${domains.length} project(s): ${shown.join(', ')}${more}. Remove each first ` +
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
    const creds = ctx.credentials();
    const client = authedClient(ctx);
    const { email } = await client.account();
    if (!o.yes) {
        if (!canPrompt(ctx.io))
            throw new UsageError(`nuke deletes the account ${email} on ${ctx.endpoint.machine} for good: pass --yes to confirm (no terminal to ask on)`);
        const answer = await ask(ctx.io, `Delete the account ${email} on ${ctx.endpoint.machine} for good? Type its email to confirm: `);
        if (answer !== email)
            throw new UsageError('not confirmed (the email did not match): nothing was deleted');
    }
    let result;
    try {
        result = await client.deleteAccount();
    }
    catch (err) {
        if (err instanceof ApiError && err.status === 409)
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
            throw new CliError(`--open takes pull request numbers separated by commas (e.g. 12,15); got "${p}"`);
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
            throw new CliError(`GitHub answered ${res.status} to the state of pull request #${pr} of ${gh.owner}/${gh.repo}: check the ` +
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
function planSweep(input) {
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
        throw new CliError('sweep needs to know which pull requests are open: pass --open 12,15 (the open ones), or a GitHub token and ' +
            'the repository (--github-token and --repository owner/name, or GITHUB_TOKEN and GITHUB_REPOSITORY)');
    const m = /^([\w.-]+)\/([\w.-]+)$/.exec(repository);
    if (!m)
        throw new CliError(`--repository must be owner/name (e.g. octo/site); got "${repository}"`);
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
            throw new CliError(`--retention must be a whole number of days (e.g. 14); got "${o.retention}"`);
        const client = authedClient(ctx);
        const revisions = await client.revisions(domain);
        const pulls = await pullStates(ctx, previewPulls(revisions), o);
        const plan = planSweep({
            revisions,
            pulls,
            retentionDays: o.retention === undefined ? null : Number(o.retention),
            now: new Date(),
        });
        if (!o.dryRun)
            await (0,p_map/* default */.Ay)(plan.discard, async (v) => {
                await client.discard(domain, v.rev);
            }, { concurrency: DISCARD_CONCURRENCY });
        const result = { domain, dryRun: o.dryRun === true, discarded: plan.discard, kept: plan.keep };
        const { c } = ctx.out;
        ctx.out.result(result, () => table(['REV', 'PR', '', 'WHY'], [...plan.discard, ...plan.keep].map((v) => [
            String(v.rev),
            v.pr === null ? '' : `#${v.pr}`,
            v.discard ? c.yellow(o.dryRun ? 'would discard' : 'discarded') : c.green('kept'),
            v.reason,
        ]), c) +
            `\n${o.dryRun ? 'Would discard' : 'Discarded'} ${plan.discard.length}, kept ${plan.keep.length}.`);
    }));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/help.js
/** The widest a help line gets (narrower on a narrower terminal). */
const HELP_WIDTH = 100;
/** The task groups of `sitepub --help`, in order; a command missing here is listed under OTHER_GROUP. */
const COMMAND_GROUPS = [
    { heading: 'Publish:', commands: ['deploy', 'teardown'] },
    { heading: 'Revisions:', commands: ['list', 'rollback', 'rollfore', 'cutover', 'discard', 'sweep'] },
    {
        heading: 'Projects:',
        commands: [
            'metadata',
            'files',
            'settings',
            'purge',
            'audit',
            'analytics',
            'usage',
            'collaborators',
            'invite',
            'revoke',
        ],
    },
    { heading: 'Domains and certificates:', commands: ['certs', 'encrypt', 'ssl', 'dns', 'zone'] },
    {
        heading: 'Account:',
        commands: [
            'login',
            'logout',
            'whoami',
            'token',
            'tokens',
            'verify',
            'password-reset',
            'mfa',
            'stats',
            'account',
            'nuke',
        ],
    },
    { heading: 'Plans and billing:', commands: ['plans', 'plan', 'upgrade', 'billing', 'card'] },
    { heading: 'Self-hosting:', commands: ['serve', 'edge', 'migrate'] },
];
const OTHER_GROUP = 'Other commands:';
const HELP_GROUP = 'Help:';
/** Examples by task, shown after the command list of `sitepub --help`. */
const EXAMPLES = `
Examples:
  Publish
    sitepub deploy ./dist my-site.surge.sh            publish a folder, live at once
    sitepub deploy ./dist my-site.surge.sh --stage    stage a preview; production unchanged
  Revisions
    sitepub list my-site.surge.sh                     revisions, newest first (* = live)
    sitepub cutover my-site.surge.sh                  make the newest revision live
    sitepub rollback my-site.surge.sh                 back to the revision live before
  Account
    sitepub login                                     store a token in ~/.netrc
    sitepub token                                     mint a token for CI (SURGE_TOKEN)
  Self-hosting
    sitepub serve                                     API server + 2 edges on this machine
    export SURGE_ENDPOINT=http://127.0.0.1:3000       point every command at it

Every command takes the global options: sitepub <command> --help shows them.
Credentials: --token, else SURGE_TOKEN, else ~/.netrc (the official surge CLI's login).`;
/** The group heading of a top-level command. */
function groupOf(name) {
    return COMMAND_GROUPS.find((g) => g.commands.includes(name))?.heading ?? OTHER_GROUP;
}
/** Help width for a terminal of `columns` (unknown: HELP_WIDTH). */
function helpWidth(columns) {
    return columns && columns > 40 ? Math.min(HELP_WIDTH, columns) : HELP_WIDTH;
}
/**
 * Groups the program's commands by task, adds the examples, and shows global options on every command's help.
 * Called once every command is registered.
 */
function configureHelp(program, columns) {
    const settings = { helpWidth: helpWidth(columns), showGlobalOptions: true, sortSubcommands: false };
    const apply = (cmd) => {
        cmd.configureHelp(settings);
        for (const sub of cmd.commands)
            apply(sub);
    };
    for (const cmd of program.commands)
        cmd.helpGroup(groupOf(cmd.name()));
    program.commandsGroup(HELP_GROUP).helpCommand(true);
    program.addHelpText('after', EXAMPLES);
    apply(program);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/program.js
/**
 * The commander program: global options, the action wrapper every command goes through, and registration
 * of the command groups (one module per group under ./commands).
 */


















function buildProgram(state) {
    const program = new command_Command('sitepub');
    const act = (fn) => async (...args) => {
        const cmd = args[args.length - 1];
        const opts = cmd.optsWithGlobals();
        const out = new Output(state.io, {
            json: opts.json,
            debug: opts.debug,
            color: opts.color,
            redactor: state.redactor,
            hintEndpoint: endpointForHints(opts.endpoint, state.io.env),
        });
        state.out = out;
        const ctx = new Context(state.io, out, opts);
        state.ctx = ctx;
        await fn(ctx, ...args.slice(0, -1));
    };
    program
        .description('Publish static sites to a surge-compatible hosting API: deploys, previews, rollbacks.')
        .version(CLIENT_VERSION, '-V, --version')
        .addOption(new option_Option('-e, --endpoint <url>', 'API endpoint (env SURGE_ENDPOINT; default https://surge.surge.sh)'))
        .addOption(new option_Option('--token <token>', 'API token (env SURGE_TOKEN; default: the .netrc entry)'))
        .option('--json', 'print one JSON result per command on stdout')
        .option('--debug', 'log requests and decisions to stderr (secrets are never printed)')
        .option('--no-color', 'disable colours (also NO_COLOR=1)')
        .showHelpAfterError('(add --help for usage)')
        .showSuggestionAfterError(true)
        .configureOutput({
        writeOut: (s) => state.io.stdout.write(state.redactor.redact(s)),
        writeErr: (s) => state.io.stderr.write(state.redactor.redact(s)),
    })
        .exitOverride();
    registerDeployCommands(program, act);
    registerRevisionCommands(program, act);
    registerProjectCommands(program, act);
    registerDomainCommands(program, act);
    registerAccountCommands(program, act);
    registerMfaCommand(program, act);
    registerBillingCommands(program, act);
    registerNukeCommand(program, act);
    registerSweepCommand(program, act);
    registerServerCommands(program, act);
    registerMigrateCommand(program, act);
    configureHelp(program, state.io.stdout.columns);
    // Subcommands inherit output configuration and exit override.
    for (const cmd of program.commands)
        inherit(cmd, program);
    return program;
}
/** The endpoint suggested commands name: null for the default one, or when the given one is invalid. */
function endpointForHints(flag, env) {
    try {
        return hintEndpoint(resolveEndpoint(flag, env).url);
    }
    catch {
        return null; // the command reports the bad endpoint itself
    }
}
function inherit(cmd, root) {
    cmd.exitOverride();
    cmd.configureOutput(root.configureOutput());
    cmd.showHelpAfterError('(add --help for usage)');
    for (const sub of cmd.commands)
        inherit(sub, root);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/reachable.js
/**
 * Whether an endpoint answers at all: asked only when a command is about to fail for want of a login, so a
 * wrong or down endpoint is reported as such rather than as "not logged in".
 */
/** Null when the endpoint answered HTTP (any status), else why not (an error code such as ECONNREFUSED). */
async function unreachable(url, timeoutMs = 3000) {
    try {
        // Imported here: asked on a failure path only, so a command's start does not load undici (api.ts).
        const { request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
        const res = await request(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
        await res.body.dump();
        return null;
    }
    catch (err) {
        const e = err;
        if (e.name === 'TimeoutError')
            return `no answer in ${timeoutMs / 1000} s`;
        return typeof e.code === 'string' ? e.code : (e.message ?? String(err));
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/scheme.js
/**
 * An endpoint whose scheme is not what its server speaks, said in one line with the endpoint to use instead:
 * - `https://` to a plain-HTTP server: the client classifies the failed handshake (NetworkError.plainHttpServer);
 * - `http://` to an HTTPS server: the server drops the connection without an answer (socket closed or reset, or
 *   bytes that are not HTTP), so a TLS handshake to the same port tells whether it speaks HTTPS.
 */




/** `host:port` of an endpoint URL, with the port its scheme implies when it names none. */
function hostPort(u) {
    return u.port ? u.host : `${u.host}:${u.protocol === 'https:' ? 443 : 80}`;
}
/** "127.0.0.1:4000 speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:4000" (pure). */
function schemeMismatchLine(endpoint, speaks, source) {
    const u = new URL(endpoint);
    const at = hostPort(u);
    const fixed = `${speaks}://${at}`;
    const said = u.protocol.slice(0, -1).toUpperCase();
    return (`${at} speaks ${speaks.toUpperCase()}, not ${said}: use --endpoint ${fixed}` +
        (source === 'env' ? ` (or export SURGE_ENDPOINT=${fixed})` : ''));
}
/** Connection failures an HTTPS server gives a plain-HTTP request: no answer, or one that is not HTTP. */
function droppedWithoutAnswer(code) {
    return (code !== undefined &&
        (code === 'UND_ERR_SOCKET' ||
            code === 'ECONNRESET' ||
            code === 'EPIPE' ||
            code === 'UND_ERR_CLOSED' ||
            code.startsWith('HPE_')));
}
/** Whether `host:port` completes a TLS handshake (nothing is sent over it; the certificate is not judged). */
function speaksTls(host, port, timeoutMs = 2000) {
    return new Promise((resolve) => {
        const bare = host.replace(/^\[|\]$/g, '');
        const socket = external_node_tls_.connect({
            host: bare,
            port,
            rejectUnauthorized: false,
            ...(external_node_net_.isIP(bare) ? {} : { servername: bare }),
        });
        const done = (v) => {
            socket.destroy();
            resolve(v);
        };
        socket.setTimeout(timeoutMs, () => done(false));
        socket.once('secureConnect', () => done(true));
        socket.once('error', () => done(false));
    });
}
/**
 * What the server of `endpoint` speaks when `err` (a NetworkError, or a bare error code from a reachability
 * check) comes from asking it in the other scheme; null when the error says nothing of the kind.
 */
async function mismatchedScheme(err, endpoint) {
    const u = new URL(endpoint);
    const code = err instanceof NetworkError ? err.code : typeof err === 'string' ? err : undefined;
    if (u.protocol === 'https:')
        return (err instanceof NetworkError ? err.plainHttpServer : isPlainHttpAnswer({ code })) ? 'http' : null;
    if (!droppedWithoutAnswer(code))
        return null;
    return (await speaksTls(u.hostname, Number(u.port || 80))) ? 'https' : null;
}
/** `err` worded as the scheme mismatch it is (a CliError), else `err` unchanged. */
async function schemeMismatchInstead(err, endpoint) {
    if (!endpoint || !(err instanceof NetworkError))
        return err;
    const speaks = await mismatchedScheme(err, endpoint.url);
    return speaks ? new CliError(schemeMismatchLine(endpoint.url, speaks, endpoint.source)) : err;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/main.js
/**
 * main(argv, io) \u2192 exit code. Parses with commander, runs one command, and turns every failure into one
 * clear error line (plus a JSON error with --json) and an exit code (see errors.ts).
 */









/** `argv` = the user's arguments (process.argv.slice(2)). */
async function main(argv, io = processIo()) {
    const redactor = new Redactor();
    for (const s of secretsInArgv(argv))
        redactor.add(s);
    redactor.add(io.env.SURGE_TOKEN);
    redactor.add(io.env.TRAVIS_SURGE_TOKEN);
    const state = { io, redactor };
    const program = buildProgram(state);
    try {
        await program.parseAsync([...argv], { from: 'user' });
        return EXIT.ok;
    }
    catch (err) {
        if (err instanceof CommanderError) {
            // commander has already printed its message (usage errors) or the help/version text; a script that parses
            // stdout (--json) gets the error as JSON too.
            if (err.exitCode === 0)
                return EXIT.ok;
            if (jsonRequested(argv)) {
                const message = err.code === 'commander.help'
                    ? 'no command given: see `sitepub --help`'
                    : err.message.replace(/^error: /, '');
                io.stdout.write(`${redactor.redact(JSON.stringify({ error: { message, exitCode: EXIT.usage, code: err.code } }))}\n`);
            }
            return EXIT.usage;
        }
        const endpoint = endpointOf(state.ctx);
        const worded = await schemeMismatchInstead(await unreachableInstead(err, endpoint), endpoint);
        const described = describeError(worded, { tokenOrigin: state.ctx?.used?.origin });
        const out = state.out ?? new Output(io, { redactor });
        out.error(described.message, {
            exitCode: described.exitCode,
            ...(described.status !== undefined ? { status: described.status } : {}),
            ...(described.code !== undefined ? { code: described.code } : {}),
        });
        // The request behind an API or network error (method, path), for --debug only: people get it in CLI terms.
        if (err instanceof ApiError || err instanceof NetworkError)
            out.debug(err.message);
        if (out.debugEnabled && err instanceof Error && err.stack)
            out.debug(err.stack);
        return described.exitCode;
    }
}
/** Whether `--json` is among the options (before a `--` that ends them), even when parsing failed. */
function jsonRequested(argv) {
    const end = argv.indexOf('--');
    return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}
/** The endpoint the failed command used, when it resolved one. */
function endpointOf(ctx) {
    try {
        return ctx?.endpoint;
    }
    catch {
        return undefined; // an invalid endpoint: its UsageError is the error
    }
}
/**
 * "Not logged in" to an endpoint that does not answer: the endpoint is the first thing to fix (its scheme, when
 * its server speaks the other one).
 */
async function unreachableInstead(err, endpoint) {
    if (!(err instanceof NoCredentialsError))
        return err;
    const why = await unreachable(err.endpoint);
    if (why === null)
        return err;
    const speaks = await mismatchedScheme(why, err.endpoint);
    return new CliError(speaks
        ? schemeMismatchLine(err.endpoint, speaks, endpoint?.source)
        : `cannot reach ${err.endpoint} (${why}): check --endpoint / SURGE_ENDPOINT and your network ` +
            `(there is no saved login for ${err.machine} either: \`sitepub login\` once it answers)`);
}


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ OriginList),
/* harmony export */   a5: () => (/* binding */ originBase),
/* harmony export */   al: () => (/* binding */ advertiseUrlProblem)
/* harmony export */ });
/* unused harmony exports MAX_LEARNED, isLoopback */
/**
 * The origins a standalone edge may ask (docs/edge.md, "When an origin dies"): the one it was started with
 * (`--origin`, an origin or a balancer) and those the cluster's origins told it about (the registration answer,
 * each sync request). Pure: the time is passed in, nothing is read or written here.
 *
 * Order of a call's attempts: the origins not backing off first (the configured one, then the one that answered
 * last, then the rest as the origins listed them), then those backing off, soonest retry first. Each origin is
 * tried at most once per call, so a call ends after as many attempts as there are origins. An origin that could
 * not be reached backs off 1 s, doubling up to 60 s: it is asked again first only after that, and its first
 * answer clears it.
 */
/** At most this many learned origins are kept (a cluster has a few; the list comes from the origins). */
const MAX_LEARNED = 16;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
const MAX_URL_LENGTH = 300;
/** `scheme://host[:port]` of an http(s) URL without credentials, or null for anything else. */
function originBase(raw) {
    if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH)
        return null;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return null;
    if (url.username || url.password)
        return null;
    return url.origin;
}
/**
 * What is wrong with an origin's `--advertise-url` (a sentence naming the flag and the expected form), or null
 * when it is a base URL. A URL with credentials is not echoed: the origin list is told to every edge.
 */
function advertiseUrlProblem(raw) {
    if (originBase(raw))
        return null;
    const expected = 'give the URL edges reach this origin at directly, e.g. http://10.0.0.11:3000';
    if (URL.canParse(raw) && (new URL(raw).username || new URL(raw).password))
        return `--advertise-url must not carry credentials (every edge is told it): ${expected}`;
    return `--advertise-url "${raw.slice(0, 100)}" is not an http(s) URL: ${expected}`;
}
/** A host of this machine only: 127.0.0.0/8, ::1, localhost (and names under it). */
function isLoopback(base) {
    const host = new URL(base).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        host === '::1' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host));
}
class OriginList {
    /** The `--origin` URL as given (requests resolve their absolute paths against it). */
    configured;
    #configuredBase;
    #loopbackAllowed;
    #learned = [];
    #current;
    #backoff = new Map();
    constructor(configured, learned = []) {
        const base = originBase(configured);
        if (!base)
            throw new Error(`the origin URL "${configured}" must be an http(s) URL without credentials`);
        this.configured = configured;
        this.#configuredBase = base;
        // An edge given a loopback origin runs beside it (tests, one machine); any other edge would send the secret
        // to whatever listens on its own loopback port, so it takes no loopback origin from a list.
        this.#loopbackAllowed = isLoopback(base);
        this.#current = configured;
        this.learn(learned);
    }
    /** The origins learned from the cluster (not the configured one). */
    learned() {
        return [...this.#learned];
    }
    /** Every origin this edge may ask: the configured one first. */
    all() {
        return [this.configured, ...this.#learned];
    }
    /**
     * Takes the cluster's current origin list (an origin's answer or request): keeps the valid, distinct http(s)
     * ones (not the configured one, no loopback address unless the configured origin is one), at most MAX_LEARNED.
     * Anything but a non-empty list (an older origin sends none) leaves the list as it was. True when it changed.
     */
    learn(urls) {
        if (!Array.isArray(urls) || urls.length === 0)
            return false;
        const next = [];
        for (const raw of urls) {
            const base = originBase(raw);
            if (!base || base === this.#configuredBase || next.includes(base))
                continue;
            if (!this.#loopbackAllowed && isLoopback(base))
                continue;
            next.push(base);
            if (next.length === MAX_LEARNED)
                break;
        }
        if (next.length === 0)
            return false;
        const changed = next.length !== this.#learned.length || next.some((base, i) => base !== this.#learned[i]);
        this.#learned = next;
        for (const base of this.#backoff.keys())
            if (base !== this.configured && !next.includes(base))
                this.#backoff.delete(base);
        if (!this.all().includes(this.#current))
            this.#current = this.configured;
        return changed;
    }
    /** The order in which a call at `now` tries the origins (each once). */
    order(now) {
        const all = this.all();
        const waiting = (base) => (this.#backoff.get(base)?.until ?? 0) > now;
        const ready = all.filter((base) => !waiting(base));
        const first = [this.configured, this.#current].filter((base) => ready.includes(base));
        const backingOff = all
            .filter(waiting)
            .sort((a, b) => this.#backoff.get(a).until - this.#backoff.get(b).until);
        return [...new Set([...first, ...ready, ...backingOff])];
    }
    /** The origin a call at `now` asks first. */
    preferred(now) {
        return this.order(now)[0];
    }
    /** The origin that answered last. */
    current() {
        return this.#current;
    }
    /** `base` could not be reached at `now`: it backs off (1 s, doubling up to 60 s). */
    failed(base, now) {
        const failures = (this.#backoff.get(base)?.failures ?? 0) + 1;
        const delay = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
        this.#backoff.set(base, { failures, until: now + delay });
    }
    /** `base` answered: it is the current origin and backs off no more. Returns the one it replaces, or null. */
    succeeded(base) {
        this.#backoff.delete(base);
        if (base === this.#current)
            return null;
        const before = this.#current;
        this.#current = base;
        return before;
    }
}


/***/ }),

/***/ 1195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ newDeployId),
/* harmony export */   Hh: () => (/* binding */ parseRecord),
/* harmony export */   q8: () => (/* binding */ withRecord)
/* harmony export */ });
/* unused harmony exports MANIFEST_HASH_CHARS, sameManifestHash */
/**
 * The deploy record: what sitepub must find again about a revision (its deploy id, whether it was a preview or a
 * production deploy, for which PR and commit, the build's manifest hash), written at the end of the deploy
 * `message`. A plain surge server keeps the message and returns it as `msg` in `GET /:domain/list` and in
 * `metadata.json`, and echoes nothing else a client sends, so the message is the one place that survives on
 * every server (docs/surge-sh.md). Pure: no I/O.
 *
 * Form: `<text> [sitepub k=v k=v ...]`, keys and values in printable ASCII without spaces or brackets, so the
 * record survives a server or client that strips non-ASCII characters from messages. Example:
 *   `Preview of PR #12 (abc1234) [sitepub id=k3j4h5g6m2 kind=preview pr=12 sha=abc1234... mh=0123456789abcdef]`
 * Unknown keys are kept when parsed, so a newer writer never breaks an older reader.
 */
const MARK = 'sitepub';
/** `[sitepub k=v ...]` at the very end of the message (trailing spaces allowed). */
const RECORD_RE = /\s*\[sitepub((?: [a-z][a-z0-9]*=[^\s\]]+)*)\]\s*$/;
const VALUE_RE = /^[\x21-\x5a\x5e-\x7e]+$/; // printable ASCII without space, '[' (0x5b), '\' (0x5c), ']' (0x5d)
const MANIFEST_HASH_CHARS = 16;
/** A fresh deploy id: 10 characters of [0-9a-z]. */
function newDeployId(random = defaultRandom) {
    const bytes = random(10);
    let id = '';
    for (const b of bytes)
        id += (b % 36).toString(36);
    return id;
}
function defaultRandom(n) {
    return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
/** The message with the record appended (any record already at its end is replaced). */
function withRecord(message, record) {
    const text = oneLine(parseRecord(message).text);
    const fields = [];
    const put = (k, v) => {
        if (v === undefined || v === '')
            return;
        const s = String(v);
        if (!VALUE_RE.test(s))
            throw new TypeError(`deploy record ${k}=${JSON.stringify(s)} is not a plain token`);
        fields.push(`${k}=${s}`);
    };
    put('id', record.id);
    put('kind', record.kind);
    put('pr', record.pr);
    put('sha', record.sha);
    put('mh', record.mh?.slice(0, MANIFEST_HASH_CHARS));
    for (const [k, v] of Object.entries(record.extra ?? {}))
        if (!KNOWN.has(k))
            put(k, v);
    if (fields.length === 0)
        return text;
    const tail = `[${MARK} ${fields.join(' ')}]`;
    return text ? `${text} ${tail}` : tail;
}
const KNOWN = new Set(['id', 'kind', 'pr', 'sha', 'mh']);
/** Splits a message into its human text and its record (an empty record when it has none). Never throws. */
function parseRecord(message) {
    if (typeof message !== 'string')
        return { text: '', record: {} };
    const m = RECORD_RE.exec(message);
    if (!m)
        return { text: message, record: {} };
    const record = {};
    const extra = {};
    for (const pair of m[1].trim().split(' ').filter(Boolean)) {
        const eq = pair.indexOf('=');
        const k = pair.slice(0, eq);
        const v = pair.slice(eq + 1);
        if (k === 'id')
            record.id = v;
        else if (k === 'kind') {
            if (v === 'preview' || v === 'production')
                record.kind = v;
        }
        else if (k === 'pr') {
            if (/^\d{1,9}$/.test(v))
                record.pr = Number(v);
        }
        else if (k === 'sha')
            record.sha = v;
        else if (k === 'mh')
            record.mh = v;
        else
            extra[k] = v;
    }
    if (Object.keys(extra).length)
        record.extra = extra;
    return { text: message.slice(0, m.index), record };
}
/** True when a manifest hash (full or shortened) matches a record's `mh`. */
function sameManifestHash(recorded, full) {
    if (!recorded || !full || recorded.length < 8)
        return false;
    return full.toLowerCase().startsWith(recorded.toLowerCase());
}
/** One line (a header value), trimmed; other characters are the transport's business (headerSafe). */
function oneLine(text) {
    return text.replace(/[\r\n\t]+/g, ' ').trim();
}


/***/ }),

/***/ 25678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ parsePreviewHost),
/* harmony export */   D2: () => (/* binding */ checkDomain),
/* harmony export */   pE: () => (/* binding */ previewHost),
/* harmony export */   rQ: () => (/* binding */ canonicalHost),
/* harmony export */   vU: () => (/* binding */ parseRevArg)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/**
 * Domain names and preview hosts, shared by server, edge, client and Action.
 * A domain must match the official CLI's rule (/^[a-zA-Z0-9_-]+\.[.a-zA-Z0-9_-]+$/, docs/surge-protocol.md \u00a73),
 * plus DNS length rules. Canonical form: lower case, no trailing dot, IDN as punycode.
 * Preview host of a revision: `<rev>-<domain>` (the form the official clients accept as a cutover rev).
 */

const SHAPE = /^[a-z0-9_-]+\.[.a-z0-9_-]+$/;
function canonicalHost(host) {
    let h = host.trim().toLowerCase();
    if (h.startsWith('['))
        return h; // IPv6 literal: never a project
    const colon = h.lastIndexOf(':');
    if (colon !== -1)
        h = h.slice(0, colon);
    while (h.endsWith('.'))
        h = h.slice(0, -1);
    if (/[^\x20-\x7e]/.test(h))
        h = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(h) || h;
    return h;
}
function checkDomain(input) {
    if (typeof input !== 'string' || input.length === 0)
        return { ok: false, rule: 'domain is empty' };
    let d = input
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '');
    while (d.endsWith('.'))
        d = d.slice(0, -1);
    if (/[^\x20-\x7e]/.test(d)) {
        const ascii = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(d);
        if (!ascii)
            return { ok: false, rule: 'domain is not a valid internationalised name' };
        d = ascii;
    }
    if (d.length > 253)
        return { ok: false, rule: 'domain is longer than 253 characters' };
    if (!SHAPE.test(d)) {
        return {
            ok: false,
            rule: 'domain must be labels of letters, digits, "-" or "_" separated by dots, with at least one dot',
        };
    }
    for (const label of d.split('.')) {
        if (label.length === 0)
            return { ok: false, rule: 'domain has an empty label (two dots in a row)' };
        if (label.length > 63)
            return { ok: false, rule: `label "${label.slice(0, 20)}\u2026" is longer than 63 characters` };
        if (label.startsWith('-') || label.endsWith('-'))
            return { ok: false, rule: `label "${label}" starts or ends with "-"` };
    }
    return { ok: true, domain: d };
}
function previewHost(rev, domain) {
    return `${rev}-${domain}`;
}
/** Splits a preview host `<13+ digit rev>-<domain>` into its parts, or null. */
function parsePreviewHost(host) {
    const m = /^(\d{10,16})-(.+)$/.exec(host);
    if (!m)
        return null;
    return { rev: Number(m[1]), domain: m[2] };
}
/** A rev argument as the official clients send it: `<rev>` or `<rev>-<domain>`. */
function parseRevArg(arg) {
    const m = /^(\d{1,16})(?:-.+)?$/.exec(arg);
    return m ? Number(m[1]) : null;
}


/***/ }),

/***/ 64714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ TOKEN_TTL_MS),
/* harmony export */   BE: () => (/* binding */ MAX_FILES),
/* harmony export */   H_: () => (/* binding */ MAX_PROJECT_BYTES),
/* harmony export */   PR: () => (/* binding */ MAX_PATH_BYTES),
/* harmony export */   Qs: () => (/* binding */ ANALYTICS_WINDOW_DAYS),
/* harmony export */   VV: () => (/* binding */ ANALYTICS_CACHE_MS),
/* harmony export */   Z0: () => (/* binding */ VERIFICATION_RESEND_MS),
/* harmony export */   Zy: () => (/* binding */ RATE_PER_IP),
/* harmony export */   jq: () => (/* binding */ MAX_PATH_DEPTH),
/* harmony export */   mP: () => (/* binding */ DEFAULT_ENDPOINT),
/* harmony export */   nG: () => (/* binding */ LINK_TTL_MS),
/* harmony export */   vS: () => (/* binding */ RATE_PER_ACCOUNT),
/* harmony export */   wT: () => (/* binding */ RATE_PER_DOMAIN),
/* harmony export */   zr: () => (/* binding */ RATE_WINDOW_MS)
/* harmony export */ });
/** Limits of spec part 8, and the archive safety caps of the reference server. */
const MAX_FILES = 10_100;
const MAX_PROJECT_BYTES = 450 * 1000 * 1000; // "450 MB": decimal megabytes, documented in README
const RATE_WINDOW_MS = 15 * 60 * 1000;
const RATE_PER_DOMAIN = 30;
const RATE_PER_ACCOUNT = 60;
const RATE_PER_IP = 240;
const TOKEN_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const VERIFICATION_RESEND_MS = 5 * 60 * 1000;
const LINK_TTL_MS = 48 * 60 * 60 * 1000;
const ANALYTICS_CACHE_MS = 15 * 60 * 1000;
const ANALYTICS_WINDOW_DAYS = 14;
const MAX_PATH_BYTES = 1024;
const MAX_PATH_DEPTH = 32;
const DEFAULT_ENDPOINT = 'https://surge.surge.sh';


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


/***/ }),

/***/ 50847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ StoreUrlError),
/* harmony export */   Zs: () => (/* binding */ storeUrlsOf)
/* harmony export */ });
/* unused harmony exports DATABASE_FORM, BLOBS_FORM, withoutPassword */
/**
 * Pure: the two URLs of a scale-out server (docs/scale-out.md, "Configuration"), checked before anything is
 * opened. `--database postgres://USER[:PASS]@HOST:PORT/DB` (or SITEPUB_DATABASE_URL) and `--blobs
 * s3://BUCKET[/PREFIX]` (or SITEPUB_BLOBS_URL); a flag wins over its variable. Every error names where the value
 * came from, the bad part and the expected form, and never repeats a password.
 */
const DATABASE_FORM = 'postgres://USER[:PASS]@HOST:PORT/DB';
const BLOBS_FORM = 's3://BUCKET[/PREFIX]';
class StoreUrlError extends Error {
    name = 'StoreUrlError';
}
/** A URL's text with its password replaced by `***`: for the few messages that must quote what was given. */
function withoutPassword(raw) {
    return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}
function parseDatabase(raw, source) {
    const quoted = withoutPassword(raw);
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new StoreUrlError(`${source} "${quoted}" is not a URL: give ${DATABASE_FORM}`);
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
        throw new StoreUrlError(`${source} "${quoted}" has the scheme "${url.protocol}"; sitepub speaks PostgreSQL: give ${DATABASE_FORM}`);
    if (!url.hostname)
        throw new StoreUrlError(`${source} "${quoted}" names no host: give ${DATABASE_FORM}`);
    if (!url.username)
        throw new StoreUrlError(`${source} "${quoted}" names no user: give ${DATABASE_FORM}`);
    const db = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!db || db.includes('/'))
        throw new StoreUrlError(`${source} "${quoted}" must name one database after the host (/DB): give ${DATABASE_FORM}`);
    const port = url.port || '5432';
    return { url: raw, shown: `postgres://${url.username}@${url.hostname}:${port}/${db}` };
}
/** S3 bucket names: 3-63 characters, lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
function parseBlobs(raw, source) {
    const m = /^([a-z][a-z0-9+.-]*):\/\/([^/]*)(\/.*)?$/i.exec(raw);
    if (!m)
        throw new StoreUrlError(`${source} "${raw}" is not a URL: give ${BLOBS_FORM}`);
    const scheme = m[1] ?? '';
    const authority = m[2] ?? '';
    const rest = m[3] ?? '';
    if (scheme.toLowerCase() !== 's3')
        throw new StoreUrlError(`${source} "${withoutPassword(raw)}" has the scheme "${scheme}:"; blobs go to an S3 bucket: give ${BLOBS_FORM} ` +
            '(the endpoint comes from AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL)');
    if (authority.includes('@'))
        throw new StoreUrlError(`${source} carries credentials before the bucket: give ${BLOBS_FORM} and the keys in ` +
            'AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or the AWS shared files)');
    if (!BUCKET.test(authority))
        throw new StoreUrlError(`${source} "${raw}": "${authority}" is not a bucket name (3-63 lower-case letters, digits, dots or ` +
            `hyphens, a letter or digit at each end): give ${BLOBS_FORM}`);
    const prefix = rest.replace(/^\/+|\/+$/g, '');
    if (prefix !== '' && prefix.split('/').some((part) => part === '' || part === '.' || part === '..'))
        throw new StoreUrlError(`${source} "${raw}": the prefix "${prefix}" has an empty, "." or ".." part: give ${BLOBS_FORM}`);
    return { url: `s3://${authority}${prefix ? `/${prefix}` : ''}`, bucket: authority, prefix };
}
/**
 * The database and blob URLs of a start, from the flags or else the environment. Blobs in S3 need a database: the
 * state of one machine next to content every origin reads would be a cluster of one (the error says what to do).
 */
function storeUrlsOf(input) {
    const dbRaw = input.database ?? input.env.SITEPUB_DATABASE_URL ?? '';
    const dbSource = input.database !== undefined ? '--database' : 'SITEPUB_DATABASE_URL';
    const blobsRaw = input.blobs ?? input.env.SITEPUB_BLOBS_URL ?? '';
    const blobsSource = input.blobs !== undefined ? '--blobs' : 'SITEPUB_BLOBS_URL';
    const urls = {};
    if (dbRaw.trim())
        urls.database = parseDatabase(dbRaw.trim(), dbSource);
    if (blobsRaw.trim())
        urls.blobs = parseBlobs(blobsRaw.trim(), blobsSource);
    if (urls.blobs && !urls.database)
        throw new StoreUrlError(`${blobsSource} needs --database ${DATABASE_FORM} (or SITEPUB_DATABASE_URL): blobs in S3 with the state in ` +
            "this machine's data folder would still be one origin; give both for a cluster, or neither for the embedded server");
    return urls;
}


/***/ }),

/***/ 606:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ pMap)
/* harmony export */ });
/* unused harmony exports pMapSettled, pMapKeyed, pMapSettledKeyed, pMapIterable, pMapSkip, pMapStop */
function pMap(iterable, mapper, options) {
	return mapConcurrently(iterable, mapper, options, false);
}

function pMapSettled(iterable, mapper, options) {
	return mapConcurrently(iterable, mapper, options, true);
}

function pMapKeyed(input, mapper, options) {
	return mapKeyed(input, mapper, options, false);
}

function pMapSettledKeyed(input, mapper, options) {
	return mapKeyed(input, mapper, options, true);
}

// Like `Promise.allKeyed` and `Promise.allSettledKeyed`, with a mapper, and for a `Map` too. Each value travels with its key, so a skipped key, which leaves no slot in the result, cannot shift the keys after it.
async function mapKeyed(input, mapper, options, isSettled) {
	const entries = getKeyedEntries(input);

	// After the values have their handlers, like the other argument errors, which `mapConcurrently` checks. It cannot check this one, as it gets the wrapper below as its mapper.
	if (typeof mapper !== 'function') {
		throw new TypeError('Mapper function is required');
	}

	const mappedEntries = await mapConcurrently(entries, async ([key, inputResult]) => {
		try {
			if (inputResult.status === 'rejected') {
				throw inputResult.reason;
			}

			const result = await mapper(inputResult.value, key);

			if (result === pMapSkip || result === pMapStop) {
				return result;
			}

			return [key, isSettled ? {status: 'fulfilled', value: result} : result];
		} catch (error) {
			if (!isSettled) {
				throw error;
			}

			return [key, {status: 'rejected', reason: error}];
		}
	}, options, false);

	if (input instanceof Map) {
		return new Map(mappedEntries);
	}

	// A null prototype, like `Promise.allKeyed`, so a key like `__proto__` or `toString` is an own property like any other.
	return Object.setPrototypeOf(Object.fromEntries(mappedEntries), null);
}

// The engine behind all the functions, except `pMapIterable`. With `isSettled`, an element or a mapper that rejects gives a `{status: 'rejected'}` result instead of an error, like `Promise.allSettled`, so `stopOnError` does not apply.
async function mapConcurrently(
	iterable,
	mapper,
	{
		concurrency = Number.POSITIVE_INFINITY,
		stopOnError = true,
		signal,
	} = {},
	isSettled,
) {
	return new Promise((resolve_, reject_) => {
		validateOptions(iterable, mapper, concurrency);

		const result = [];
		// Stage the errors by index, like `result`, so they are reported in input order.
		const errors = [];
		let skippedCount = 0;
		let isResolved = false;
		let isIterableDone = false;
		const pendingIndexes = new Set();
		let doneIndex = Number.POSITIVE_INFINITY;
		let currentIndex = 0;
		const iterator = getIterator(iterable);

		const signalListener = () => {
			reject(signal.reason);
		};

		const cleanup = () => {
			signal?.removeEventListener('abort', signalListener);
		};

		const resolve = value => {
			resolve_(value);
			cleanup();
		};

		const reject = reason => {
			if (isResolved) {
				return;
			}

			isResolved = true;
			reject_(reason);
			cleanup();

			if (!isIterableDone) {
				closeIterator(iterator);
			}
		};

		if (signal) {
			if (signal.aborted) {
				reject(signal.reason);
				return;
			}

			signal.addEventListener('abort', signalListener, {once: true});
		}

		const pull = createPuller(iterator);

		// Settle only once the source is done, or a mapper stopped, and every earlier pull and mapper has finished. A pull before the `done` or the stop can still produce an element, while pulls after it do not affect the result.
		const settleIfFinished = () => {
			if (isResolved || doneIndex === Number.POSITIVE_INFINITY) {
				return;
			}

			for (const index of pendingIndexes) {
				if (index < doneIndex) {
					return;
				}
			}

			if (!stopOnError) {
				const collectedErrors = [];

				for (let index = 0; index < Math.min(doneIndex, errors.length); index++) {
					if (index in errors) {
						collectedErrors.push(errors[index]);
					}
				}

				if (collectedErrors.length > 0) {
					reject(new AggregateError(collectedErrors)); // eslint-disable-line unicorn/error-message
					return;
				}
			}

			isResolved = true;

			// A stop ended the result before the source did, so close it, like `for await` does on a `break`. Not at the stop itself, as a source that settles its `next()` calls out of call order may still owe an earlier element, and closing could drop it.
			if (!isIterableDone) {
				closeIterator(iterator);
			}

			// `done` is final, like `for await`, so a `done` that lands between two elements ends
			// the result there and everything the source produced past it is dropped. A stop cuts it the same way.
			const lastIndex = Math.min(doneIndex, result.length);

			// Every index below `lastIndex` has a value: an index only goes unassigned when its pull reported `done` or its mapper returned `pMapStop`, and the lowest such index is `doneIndex`. So the array is dense below `lastIndex`, and the fast path can hand it over untouched.
			if (lastIndex === result.length && skippedCount === 0) {
				resolve(result);
				return;
			}

			// Otherwise this drops the skipped results and whatever the `done` or the stop cut off.
			resolve(result.slice(0, lastIndex).filter(value => value !== pMapSkip));
		};

		const next = async () => {
			// After a `done` or a stop, a pull would take an item nobody is going to map, which a one-shot source, like a queue, would lose.
			if (isResolved || currentIndex >= doneIndex) {
				return;
			}

			// Take the index when the pull starts, not when it resolves, so a source that settles
			// its `next()` calls out of call order still gets the right position.
			const index = currentIndex++;
			pendingIndexes.add(index);

			let nextItem;
			try {
				nextItem = await pull();
			} catch (error) {
				pendingIndexes.delete(index);

				if (index < doneIndex) {
					throw error;
				}

				settleIfFinished();
				return;
			}

			if (nextItem.done) {
				pendingIndexes.delete(index);
				doneIndex = Math.min(doneIndex, index);
				isIterableDone = true;
				settleIfFinished();
				return;
			}

			// Intentionally detached
			const runner = (async () => {
				try {
					const element = await nextItem.value;

					if (isResolved || index >= doneIndex) {
						return;
					}

					const value = await mapper(element, index);

					// Ignore an item produced after an earlier pull reported `done` or an earlier mapper returned `pMapStop`.
					if (index >= doneIndex) {
						return;
					}

					// A stop ends the result here, like a `done` from the source, so settling waits only for the earlier elements.
					if (value === pMapStop) {
						doneIndex = index;
						return;
					}

					if (value === pMapSkip) {
						skippedCount++;
					}

					result[index] = isSettled && value !== pMapSkip ? {status: 'fulfilled', value} : value;
				} catch (error) {
					if (index >= doneIndex) {
						return;
					}

					if (isSettled) {
						result[index] = {status: 'rejected', reason: error};
					} else if (stopOnError) {
						reject(error);
						return;
					} else {
						errors[index] = error;
					}
				} finally {
					pendingIndexes.delete(index);
					settleIfFinished();
				}

				// If the iterable throws we can't really continue regardless of `stopOnError` state
				// since an iterable is likely to continue throwing after it throws once.
				// If we continue calling `next()` indefinitely we will likely end up
				// in an infinite loop of failed iteration.
				try {
					await next();
				} catch (error) {
					reject(error);
				}
			})();

			// Link the runner to the returned promise, so the async stack trace of a mapper error reaches the caller. Nothing awaits the runner, so the trace would stop there, but V8 follows a reaction that resolves another promise. The link never settles, so it never resolves the returned promise. It is a new promise for each runner, as a shared one would keep a reaction for every element.
			runner.then(() => new Promise(() => {})).then(resolve_);
		};

		// Create the concurrent runners in a detached (non-awaited)
		// promise. We need this so we can await the `next()` calls
		// to stop creating runners before hitting the concurrency limit
		// if the iterable has already been marked as done or a mapper stopped.
		// NOTE: We *must* do this for async iterators otherwise we'll spin up
		// infinite `next()` calls by default and never start the event loop.
		(async () => {
			for (let index = 0; index < concurrency; index++) {
				try {
					// eslint-disable-next-line no-await-in-loop
					await next();
				} catch (error) {
					reject(error);
					break;
				}

				if (isResolved || currentIndex >= doneIndex) {
					break;
				}
			}
		})();
	});
}

function pMapIterable(
	iterable,
	mapper,
	{
		concurrency = Number.POSITIVE_INFINITY,
		backpressure = concurrency,
		preserveOrder = true,
	} = {},
) {
	validateOptions(iterable, mapper, concurrency);

	if (!isLimit(backpressure, concurrency)) {
		throw new TypeError(`Expected \`backpressure\` to be an integer from \`concurrency\` (${concurrency}) and up or \`Infinity\`, got \`${backpressure}\` (${typeof backpressure})`);
	}

	return {
		[Symbol.asyncIterator]() {
			// `isDone` lives outside the generator so the wrapper below can set it the moment the
			// consumer asks to stop. The generator is suspended on a pending `next()` at that point,
			// so its `finally` would not run until much later and workers finishing in the meantime
			// would keep pulling and mapping input for nobody.
			let isDone = false;

			const generator = (async function * () {
				const iterator = getIterator(iterable);

				// Results are consumed from the front with a moving `headIndex` instead of `shift()`.
				// `shift()` moves every remaining entry, which is O(n) per element and made the whole
				// run O(n\u00b2) whenever `backpressure` let the array grow, which is the default.
				let promises = [];
				let headIndex = 0;
				let isIterableDone = false;

				// The lowest index whose pull reported `done`. Without `preserveOrder`, the pulls after it have their slots given back, so their errors are dropped.
				let doneIndex = Number.POSITIVE_INFINITY;

				// An element that is being read, or is waiting for a mapper, does not hold a mapper slot, so the next element can be read while the mappers run. Those elements have their own cap of `concurrency`, so the source never sees more than `concurrency` overlapping `next()` calls, even with `backpressure: Infinity`. `backpressure` caps everything in flight together.
				let readingCount = 0;
				let runningMappersCount = 0;

				// The workers waiting for a mapper slot, in the order they started waiting. A finished mapper hands its slot to the oldest one.
				const mapperWaiters = new Map();
				let mapperWaiterCount = 0;
				let wokenMapperWaiterCount = 0;

				const releaseMapperSlot = () => {
					if (wokenMapperWaiterCount === mapperWaiterCount) {
						runningMappersCount--;
						return;
					}

					mapperWaiters.get(wokenMapperWaiterCount)();
					mapperWaiters.delete(wokenMapperWaiterCount++);
				};

				let index = 0;

				// The lowest index whose mapper returned `pMapStop`, or, with `preserveOrder`, whose pull, element, or mapper threw. The stream ends there, like a `break` or a `throw` in a loop. Once it is set, nothing past it is pulled, and no pending element past it is mapped, while the earlier elements still finish and are yielded first. `isDone` cannot do this, as it would drop the values of the earlier elements too.
				let stopIndex = Number.POSITIVE_INFINITY;

				// Without `preserveOrder`, each spawn still takes a slot in `promises`, so `backpressure` counts the same, but the slots are filled in the order the workers settle rather than the order they were spawned in, so the consumer gets whichever result is ready first. A worker always fills the oldest empty slot, at `fillIndex`. An empty slot is `undefined`, and a filled one holds the result itself rather than a promise, so a result costs a promise only when the consumer has to wait for it, through `wake`.
				let fillIndex = 0;
				let wake;

				// The indexes of the pulls whose worker has not filled a slot yet, without `preserveOrder`.
				const unfilledIndexes = new Set();

				// The consumer waits only when the head is empty, and then the oldest empty slot is the head, so the first fill wakes it.
				const fillSlot = result => {
					promises[fillIndex++] = result;
					wake?.(result);
					wake = undefined;
				};

				const pull = createPuller(iterator);

				function trySpawn() {
					// Do not spawn once the consumer is gone, the source is done, or the stream ends at an earlier element. The pull would be wasted work, and for a one-shot source, like a queue, it takes an item nobody is going to ask for.
					if (isDone || isIterableDone || index > stopIndex || readingCount >= concurrency || promises.length - headIndex >= backpressure) {
						return;
					}

					readingCount++;

					// Take the index when the pull starts, not when it resolves, so a source that
					// settles its `next()` calls out of call order still gets the right position.
					const currentIndex = index++;

					// Errors must be returned as a value instead of rejecting, otherwise a promise that
					// the consumer abandons after an earlier error becomes an unhandled rejection.
					const promise = (async () => {
						try {
							let element;
							try {
								const {done, value} = await pull();

								if (done) {
									isIterableDone = true;
									doneIndex = Math.min(doneIndex, currentIndex);
									return {done: true};
								}

								// Spawn if still below the reading and backpressure limits
								trySpawn();

								element = await value;

								if (runningMappersCount < concurrency) {
									runningMappersCount++;
								} else {
									// `releaseMapperSlot` hands the slot over without decrementing `runningMappersCount`, so it is already counted.
									await new Promise(resolve => {
										mapperWaiters.set(mapperWaiterCount++, resolve);
									});
								}
							} finally {
								readingCount--;
							}

							// Spawn now that this element is no longer waiting for a mapper, so the next one is read while this one is mapped
							trySpawn();

							let returnValue;
							try {
								// The consumer stopped iterating, or the stream ends before this element, while this element was being read or waiting for a mapper, so drop it instead of doing work nobody will consume.
								if (isDone || currentIndex > stopIndex) {
									return {done: false, value: pMapSkip};
								}

								returnValue = await mapper(element, currentIndex);
							} finally {
								releaseMapperSlot();
							}

							if (returnValue === pMapStop) {
								stopIndex = Math.min(stopIndex, currentIndex);
							}

							return {done: false, value: returnValue};
						} catch (error) {
							// With `preserveOrder`, the error is thrown at its own position, after the results before it, so those still finish. Without it, the error is thrown as soon as it settles, so nothing still pending can be yielded anymore.
							// An error from a pull after the end of the source is dropped, as `done` is final, so it must have no effect. `doneIndex` is set before the worker that saw `done` settles, so its slot hand-back runs before the delivery check of any error that sees it here, and the two always agree.
							if (preserveOrder) {
								stopIndex = Math.min(stopIndex, currentIndex);
							} else if (currentIndex < doneIndex) {
								isDone = true;
							}

							return {error};
						}
					})();

					if (preserveOrder) {
						promises.push(promise);
						return;
					}

					promises.push(undefined);

					unfilledIndexes.add(currentIndex);

					// The worker never rejects, as errors are returned as a value.
					// The slot is filled here, a tick after the worker settles, rather than by the worker itself, for the same reason the consumer awaits a filled slot: so the consumer never runs, and pulls, earlier.
					promise.then(result => {
						// The slot was already given back, as the pull came after the end of the source.
						if (!unfilledIndexes.delete(currentIndex)) {
							return;
						}

						if (result.done) {
							// The pulls made after this one came after the end of the source, and a source like a queue may never answer them, so give their slots back now instead of waiting on them.
							for (const unfilledIndex of unfilledIndexes) {
								if (unfilledIndex > currentIndex) {
									unfilledIndexes.delete(unfilledIndex);
									fillSlot({done: true});
								}
							}
						}

						fillSlot(result);
					});
				}

				trySpawn();

				try {
					while (headIndex < promises.length) {
						// Without `preserveOrder`, a filled slot holds the result itself, and it is still awaited. That takes one tick, like awaiting a settled promise, so the consumer, and its `trySpawn()`, never run earlier than with a promise in the slot. Taking a ready result without the tick can make the consumer pull before it sees a stop or the end of the source, and a one-shot source, like a queue, would lose that item.
						// eslint-disable-next-line no-await-in-loop
						const result = await (promises[headIndex] ?? new Promise(resolve => {
							wake = resolve;
						}));
						const {done, value} = result;

						// Release the entry instead of leaving it for a `shift()` to move, and drop the
						// consumed prefix once it is at least half the array. That keeps the backing
						// store proportional to the results still in flight rather than to the total
						// ever spawned, which matters for an endless source, while costing one copy per
						// half of the array, so it stays O(1) per element.
						promises[headIndex] = undefined;
						headIndex++;

						if (headIndex * 2 >= promises.length) {
							promises = promises.slice(headIndex);
							fillIndex -= headIndex;
							headIndex = 0;
						}

						if (Object.hasOwn(result, 'error')) {
							throw result.error;
						}

						if (done) {
							// Without `preserveOrder`, the `done` can arrive while other workers are still running.
							if (preserveOrder) {
								return;
							}

							continue;
						}

						// The stream ends where the stop would have been yielded: after the earlier elements with `preserveOrder`, and after the results that were ready before it without.
						if (value === pMapStop) {
							return;
						}

						// Spawn if just dropped below the backpressure limit and still below the reading limit
						trySpawn();

						// A `pMapSkip` result stays in `promises` and is stepped over here. Splicing it out
						// in the worker instead would make every skip an O(n) scan and move, so a run of
						// skips would be O(n\u00b2).
						if (value === pMapSkip) {
							continue;
						}

						yield value;
					}
				} finally {
					// Stop pulling input once the consumer stops iterating, otherwise pending skipped mappers keep spawning work.
					isDone = true;

					if (!isIterableDone) {
						closeIterator(iterator);
					}
				}
			})();

			// Override `return()` and `throw()` on the generator itself instead of wrapping it, so it
			// keeps what it inherits, like `Symbol.asyncDispose` for `await using`, and `next()` stays
			// the native one. Plain functions, not `async`: the generator already returns a promise,
			// and an `async` function would wrap it in two more promises and two more microtask hops.
			const {return: generatorReturn, throw: generatorThrow} = generator;

			generator.return = value => {
				isDone = true;
				return generatorReturn.call(generator, value);
			};

			generator.throw = error => {
				isDone = true;
				return generatorThrow.call(generator, error);
			};

			return generator;
		},
	};
}

const pMapSkip = Symbol('skip');

const pMapStop = Symbol('stop');

// The checks `pMap` and `pMapIterable` share, so both reject the same input the same way.
// `mapConcurrently` runs this inside its promise, so a bad argument rejects rather than throws.
function validateOptions(iterable, mapper, concurrency) {
	// Optional chaining, so a nullish input gets this message rather than Node's internal
	// "null is not iterable".
	if (iterable?.[Symbol.iterator] === undefined && iterable?.[Symbol.asyncIterator] === undefined) {
		throw new TypeError(`Expected \`input\` to be either an \`Iterable\` or \`AsyncIterable\`, got (${typeof iterable})`);
	}

	if (typeof mapper !== 'function') {
		throw new TypeError('Mapper function is required');
	}

	if (!isLimit(concurrency, 1)) {
		throw new TypeError(`Expected \`concurrency\` to be an integer from 1 and up or \`Infinity\`, got \`${concurrency}\` (${typeof concurrency})`);
	}
}

// Whether the value is an integer from `minimum` and up, or `Infinity`, as `concurrency` and `backpressure` must be.
function isLimit(value, minimum) {
	return (Number.isSafeInteger(value) && value >= minimum) || value === Number.POSITIVE_INFINITY;
}

// Read the entries of a `Map`, or else the own enumerable keys, strings and symbols, in the order and the way `Promise.allKeyed` does, all up front. Each value gets a handler right away, also like `Promise.allKeyed`, so a value that rejects before a mapper slot reaches it is not an unhandled rejection.
function getKeyedEntries(input) {
	if (input === null || (typeof input !== 'object' && typeof input !== 'function')) {
		throw new TypeError(`Expected \`input\` to be an object, got (${input === null ? 'null' : typeof input})`);
	}

	const entries = [];

	const addEntry = (key, value) => {
		// Resolve the whole entry, so the engine checks termination after the value settles and before the mapper runs.
		entries.push(Promise.resolve(value).then(
			value => [key, {status: 'fulfilled', value}],
			error => [key, {status: 'rejected', reason: error}],
		));
	};

	if (input instanceof Map) {
		for (const [key, value] of input) {
			addEntry(key, value);
		}
	} else {
		for (const key of Reflect.ownKeys(input)) {
			if (Object.getOwnPropertyDescriptor(input, key)?.enumerable) {
				addEntry(key, input[key]);
			}
		}
	}

	return entries;
}

// Take the async iterator when the input has both, like `for await` does.
function getIterator(iterable) {
	return iterable[Symbol.asyncIterator] === undefined ? iterable[Symbol.iterator]() : iterable[Symbol.asyncIterator]();
}

// Close the source so it can release its resources, like `for await` does.
// Callers must not await this so a source that is blocked in `next()` cannot block them.
async function closeIterator(iterator) {
	try {
		await iterator.return?.();
	} catch {}
}

// Pull the next item, and stop pulling once the source has reported `done`: a source like a queue
// may block in `next()` after it is exhausted, which would hang the caller. `done` is final, like
// `for await`, so anything the source produces after it is dropped.
function createPuller(iterator) {
	let isSourceDone = false;

	// A sync iterable, like an array, answers right away, so `done` can be seen here. An async
	// iterable is seen in the `then` below, as soon as its pull settles.
	const markDone = item => {
		if (item?.done) {
			isSourceDone = true;
		}
	};

	return () => {
		if (isSourceDone) {
			return {done: true};
		}

		const result = iterator.next();
		markDone(result);

		// A sync iterable, like an array, answers right away, so `done` has been read already and
		// the result can go back untouched.
		if (typeof result?.then !== 'function') {
			return result;
		}

		// An async iterable settles later, so `done` is read off the pull once it does. That is a
		// branch of its own, which leaves the caller awaiting the pull itself rather than a promise
		// derived from it, so an async source does not pay an extra microtask per element. The
		// rejection is handled here as well as by the caller, so a pull cannot escape as an
		// unhandled rejection. A thenable that is not a promise is turned into one first, so it is
		// subscribed to once, like `for await` does, while a native promise is returned as is.
		const promise = Promise.resolve(result);
		promise.then(markDone, () => {});

		return promise;
	};
}


/***/ })

};
