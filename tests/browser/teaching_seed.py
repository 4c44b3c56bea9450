#!/usr/bin/env python3
# Finds seeds for the teaching-battle game of play.spec.mjs: plays the test's clicks through the
# play server's JSON API (docs/play.md) and prints, for each seed, where the game parts from what
# the test needs, or OK with the close combat's words and rolls. A change of play that alters the
# test's game needs a new seed from here:
#   python3 tests/browser/teaching_seed.py FIRST LAST [CAISSON_EXE]     (seeds FIRST to LAST-1)
import json, os, re, subprocess, sys, tempfile, urllib.request
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
EXE = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, 'build', 'release', 'caisson')
def trial(seed):
    p = subprocess.Popen([EXE, 'play', os.path.join(ROOT, 'scripts', 'teaching_battle.lua'), '--as', 'USA', '--seed', str(seed), '--save-dir', tempfile.gettempdir()], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url=None
    while not url:
        line = p.stdout.readline()
        if not line: raise SystemExit('caisson play did not start: ' + EXE)
        m = re.search(r'open (http://127\.0\.0\.1:\d+/)', line); url = m and m.group(1)
    st={}
    def get(path): return json.load(urllib.request.urlopen(url + path.lstrip('/')))
    def act(path, body):
        nonlocal st
        body['version']=st['version']
        req = urllib.request.Request(url + path.lstrip('/'), data=json.dumps(body).encode(), headers={'Content-Type': 'application/json'})
        try: r=json.load(urllib.request.urlopen(req))
        except urllib.error.HTTPError as e: r={'error': json.load(e)}
        if 'state' in r: st=r['state']
        return r
    def end_until(name):
        for _ in range(40):
            if st['phase'] and st['phase']['name']==name: return True
            act('/api/end-phase', {})
        return False
    def courier(b):
        for c in st['couriers']:
            if c['to']==b: return c['state']
    try:
        st=get('/api/state')
        r=act('/api/order', {'formation':1,'order':'advance','objective':'sandy_ridge_wall'})
        if 'error' in r: return ('order', r)
        o=get('/api/units/4'); t=o['kinds']['fire']['targets'][0]['id']
        act('/api/act', {'action':{'kind':'fire','unit':4,'target':t}})
        end_until('general movement')
        o=get('/api/units/2'); u=st['units'][2]; far=o['kinds']['move']['reach'][0]
        to=[u['at'][0]+(far[0]-u['at'][0])*0.95, u['at'][1]+(far[1]-u['at'][1])*0.95]
        r=act('/api/act', {'action':{'kind':'move','unit':2,'to':to,'facing':u['facing']}})
        if 'error' in r: return ('move', r)
        r=act('/api/leave', {'formation':2})
        end_until('artillery')
        if st['turn']!=2 or courier(1)!='riding': return ('t2', st['turn'], courier(1))
        end_until('charge')
        o=get('/api/units/2'); c=o['kinds']['charge']
        ids=[x['id'] for x in c['targets']] if c['allowed'] else []
        if 10 not in ids: return ('nocharge', ids)
        r=act('/api/act', {'action':{'kind':'charge','unit':2,'target':10}})
        if 'error' in r: return ('charge', r)
        lines=[l for l in get('/api/story')['turns'][-1]['lines'] if l['kind']=='close_combat']
        if not lines: return ('nocc',)
        cc=lines[-1]
        end_until('artillery')
        if st['turn']!=3 or courier(1)!='to_receive': return ('t3', st['turn'], courier(1))
        end_until('general movement'); end_until('artillery')
        if st['turn']!=4 or courier(1)!='delivered': return ('t4', st['turn'], courier(1))
        return ('OK', cc['text'], cc.get('rolls'))
    finally:
        p.kill()
for s in range(int(sys.argv[1]), int(sys.argv[2])):
    print(s, trial(s), flush=True)
