/**
 * @generated SignedSource<<51454c26ad3da79a3756008606df3ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestSessionStatus = "COMPLETED" | "IN_PROGRESS" | "TIMED_OUT" | "%future added value";
export type TestSessionPageQuery$variables = {
  token: string;
};
export type TestSessionPageQuery$data = {
  readonly testSession: {
    readonly answeredCount: number;
    readonly position: number;
    readonly questions: ReadonlyArray<{
      readonly answerChoices: ReadonlyArray<string> | null | undefined;
      readonly answerScale: number | null | undefined;
      readonly answerValue: number | null | undefined;
      readonly category: string;
      readonly position: number;
      readonly prompt: string;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionInput_question">;
    }>;
    readonly remainingSeconds: number;
    readonly status: TestSessionStatus;
    readonly test: {
      readonly title: string;
    };
    readonly token: string;
    readonly total: number;
  } | null | undefined;
};
export type TestSessionPageQuery = {
  response: TestSessionPageQuery$data;
  variables: TestSessionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answeredCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remainingSeconds",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prompt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answerChoices",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answerValue",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answerScale",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TestSessionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestSessionQuestion",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionInput_question"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestSessionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestSessionQuestion",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "425a4ec37a0c9fd879cead95398ec96b",
    "id": null,
    "metadata": {},
    "name": "TestSessionPageQuery",
    "operationKind": "query",
    "text": "query TestSessionPageQuery(\n  $token: String!\n) {\n  testSession(token: $token) {\n    token\n    status\n    total\n    answeredCount\n    position\n    remainingSeconds\n    test {\n      title\n      id\n    }\n    questions {\n      position\n      category\n      prompt\n      answerChoices\n      answerValue\n      answerScale\n      ...QuestionInput_question\n    }\n    id\n  }\n}\n\nfragment QuestionInput_question on TestSessionQuestion {\n  position\n  kind\n  options {\n    key\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "64caa27f81e74f15c66b763f96a795a5";

export default node;
